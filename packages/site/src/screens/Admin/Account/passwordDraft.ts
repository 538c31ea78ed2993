import {
  NEW_PASSWORD_MAX_BYTES,
  NEW_PASSWORD_MIN_BYTES,
  NEW_PASSWORD_TOO_LONG_MESSAGE,
  NEW_PASSWORD_TOO_SHORT_MESSAGE,
  utf8ByteLength,
} from '@portfolio/contracts/account';
import { ApiError } from '../../../http/http';
import { ACCOUNT_MESSAGES } from '../logic/messages';

/** The password form as typed: the current password, the new one, and the new one again (a type alias: the form machine holds text). */
export type PasswordDraft = {
  readonly current: string;
  readonly next: string;
  readonly repeat: string;
};

export type PasswordField = keyof PasswordDraft;
export type PasswordErrors = Partial<Record<PasswordField, string>>;

export const PASSWORD_FIELDS: readonly PasswordField[] = ['current', 'next', 'repeat'];
export const EMPTY_PASSWORD_DRAFT: PasswordDraft = { current: '', next: '', repeat: '' };

/** The label each field has, which also starts the server's messages about it. */
export const PASSWORD_LABELS: Readonly<Record<PasswordField, string>> = {
  current: 'Current password',
  next: 'New password',
  repeat: 'New password again',
};

/**
 * Every problem of the draft, per field, found before anything is sent: the same length rule as
 * the server's (8–72 bytes of UTF-8, `@portfolio/contracts/account`), and the two new ones equal.
 */
export function passwordDraftErrors({ current, next, repeat }: PasswordDraft): PasswordErrors {
  const errors: { -readonly [F in PasswordField]?: string } = {};
  if (current === '') errors.current = ACCOUNT_MESSAGES.currentRequired;
  const bytes = utf8ByteLength(next);
  if (next === '') errors.next = ACCOUNT_MESSAGES.nextRequired;
  else if (bytes < NEW_PASSWORD_MIN_BYTES) errors.next = `${PASSWORD_LABELS.next} ${NEW_PASSWORD_TOO_SHORT_MESSAGE}`;
  else if (bytes > NEW_PASSWORD_MAX_BYTES) errors.next = `${PASSWORD_LABELS.next} ${NEW_PASSWORD_TOO_LONG_MESSAGE}`;
  if (repeat === '') errors.repeat = ACCOUNT_MESSAGES.repeatRequired;
  else if (repeat !== next) errors.repeat = ACCOUNT_MESSAGES.repeatDiffers;
  return errors;
}

/**
 * A refusal that concerns one field, put next to it: the 403 (a wrong current password) and a 400
 * naming `current` or `next` (`next: must be at least 8 bytes …`). Anything else is undefined: the
 * form's status line says it.
 */
export function refusalByField(error: unknown): PasswordErrors | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 403) return { current: error.message };
  if (error.status !== 400) return undefined;
  const match = /^(current|next): (.+)$/s.exec(error.message);
  const field = match?.[1] === 'current' || match?.[1] === 'next' ? match[1] : undefined;
  return field && match?.[2] ? { [field]: `${PASSWORD_LABELS[field]} ${match[2]}` } : undefined;
}
