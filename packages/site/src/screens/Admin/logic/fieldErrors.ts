/**
 * Form errors next to their fields, all at once: the form's request is checked with the
 * same contracts schema the API parses it with, so each field gets the API's own words before
 * anything is sent. The API answers only the first problem (`date: must be …`, as the spec words
 * its errors); `fieldErrorOfAnswer` places that one too, should the server find what the form could not.
 */
import type { ContractSchema } from '@portfolio/contracts/schema';

/** Each field's first problem, by the field's name in the request (`title`, `date`, …). */
export type FieldErrors = Readonly<Partial<Record<string, string>>>;

/** An edit sends its fields under `update`; an add sends them at the top. */
const fieldOfPath = (path: readonly PropertyKey[]): string | undefined => {
  const [first, second] = path;
  const field = first === 'update' ? second : first;
  return typeof field === 'string' ? field : undefined;
};

/** Every field of `request` that `schema` refuses, with the first message for each; `{}` when it passes. */
export function fieldErrorsOf(schema: ContractSchema, request: unknown): FieldErrors {
  const result = schema.safeParse(request);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = fieldOfPath(issue.path);
    if (field !== undefined && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The field an API 400 names (`update.date: must be …`, `title: is required`), with its message. */
export function fieldErrorOfAnswer(message: string): FieldErrors {
  const match = /^([A-Za-z][\w.]*): (.+)$/s.exec(message);
  if (!match?.[1] || !match[2]) return {};
  const field = fieldOfPath(match[1].split('.'));
  return field === undefined ? {} : { [field]: match[2] };
}

export const hasFieldErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

/**
 * What a form shows next to its fields: nothing until a save failed; then every problem the schema
 * finds in what is typed now (so each disappears as it is corrected), or, when it finds none, the
 * field the server's reason names.
 */
export function visibleFieldErrors(failed: boolean, found: FieldErrors, serverReason: string | null): FieldErrors {
  if (!failed) return {};
  if (hasFieldErrors(found)) return found;
  return serverReason === null ? {} : fieldErrorOfAnswer(serverReason);
}
