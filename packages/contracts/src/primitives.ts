import './zodSetup';
import * as z from 'zod/mini';
import { isHttpUrl, SITE_PATH, URL_MAX_LENGTH } from './urls';

function isRealCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= daysInMonth;
}

// C0 controls, DEL and C1 controls: nothing a person types as text. NUL ends strings in C and in
// some drivers; the others hide in logs, terminals and at the ends of URLs (which drop them).
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- the same, but tab, line feed and carriage return
const CONTROL_CHARACTERS_BUT_LAYOUT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/** `single-line` text holds no control character; `multiline` text may hold tabs and line breaks. */
export type TextLines = 'single-line' | 'multiline';

/** zod check refusing control characters (U+0000–U+001F, U+007F–U+009F), but the layout ones in `multiline` text. */
export function noControlCharacters(lines: TextLines = 'single-line') {
  const pattern = lines === 'multiline' ? CONTROL_CHARACTERS_BUT_LAYOUT : CONTROL_CHARACTERS;
  return z.refine<string>((value) => !pattern.test(value), { error: CONTROL_CHARACTERS_MESSAGE });
}

/** zod error option: "is required" when the field is missing, `message` for any other wrong type. */
export function requiredOr(message: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : message);
}

/** zod error option for an object: only its own type error is reworded, its fields keep their messages. */
export function objectError(message: string) {
  return (issue: { code?: string; input?: unknown }) =>
    issue.code === 'invalid_type' ? (issue.input === undefined ? 'is required' : message) : undefined;
}

/** The `draft` flag of an add or edit (posts, projects): a draft is shown to the owner only. */
export const draftInputSchema = z.boolean({ error: requiredOr('must be true or false') });

/** `draft` in an owner's answer; an older server's answer, without it, reads as published. */
export const draftFlagSchema = z._default(z.boolean(), false);

/** A real calendar date written `YYYY-MM-DD` (2026-02-30 is refused). */
export const isoDateSchema = z
  .string({ error: requiredOr('must be a real date in YYYY-MM-DD form') })
  .check(z.refine(isRealCalendarDate, { error: 'must be a real date in YYYY-MM-DD form' }));

/** An absolute `http(s)://` URL; `javascript:`, `data:` and the like are refused. */
export const httpUrlSchema = z
  .string({ error: requiredOr('must be an http(s) URL') })
  .check(
    noControlCharacters(),
    z.maxLength(URL_MAX_LENGTH, { error: `must be at most ${URL_MAX_LENGTH} characters` }),
    z.refine(isHttpUrl, { error: 'must be an http(s) URL' }),
  );

/** An image or cover location: an absolute http(s) URL, or a path on this site such as `/uploads/x.png`. */
export const imageUrlSchema = z
  .string({ error: requiredOr('must be an http(s) URL or a path starting with /') })
  .check(
    noControlCharacters(),
    z.maxLength(URL_MAX_LENGTH, { error: `must be at most ${URL_MAX_LENGTH} characters` }),
    z.refine((value) => SITE_PATH.test(value) || isHttpUrl(value), {
      error: 'must be an http(s) URL or a path starting with /',
    }),
  );

export const SLUG_MAX_LENGTH = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lowercase ASCII letters and digits in dash-separated words: `hello-world-2`. */
export const slugSchema = z
  .string({ error: requiredOr('must be a slug (lowercase letters, digits and dashes)') })
  .check(
    z.maxLength(SLUG_MAX_LENGTH, { error: `must be at most ${SLUG_MAX_LENGTH} characters` }),
    z.regex(SLUG_PATTERN, { error: 'must be a slug (lowercase letters, digits and dashes)' }),
  );

function trimmedText(max: number, min: number, lines: TextLines) {
  return z
    .string({ error: requiredOr('must be text') })
    .check(
      z.trim(),
      z.minLength(min, { error: min === 1 ? 'is required' : `must be at least ${min} characters` }),
      z.maxLength(max, { error: `must be at most ${max} characters` }),
      noControlCharacters(lines),
    );
}

/** Trimmed text between `min` and `max` characters, on one line: no control character, not even a tab. */
export function textSchema(max: number, min = 1) {
  return trimmedText(max, min, 'single-line');
}

/** Trimmed text between `min` and `max` characters that may hold tabs and line breaks (a description). */
export function multilineTextSchema(max: number, min = 1) {
  return trimmedText(max, min, 'multiline');
}

/** A choice among `values`, with a message that lists them. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: requiredOr(`must be one of ${values.join(', ')}`) });
}

/** Admin calls pick their shape by `action`; an unknown or missing one names the choices. */
export const actionUnionOptions = {
  error: (issue: { code?: string }) =>
    issue.code === 'invalid_union' ? 'must be one of add, edit, remove' : 'must be a JSON object',
};
