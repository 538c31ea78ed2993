import './zodSetup';
import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH } from './auth';

/**
 * The owner's account: changing the password (`POST /api/admin/password`) and signing out every
 * session (`POST /api/admin/sessions/revoke`). Both answer a fresh token, and every token issued
 * before either is refused from then on.
 */

/** A new password's length is counted in UTF-8 bytes: argon2 and bcrypt-era limits are in bytes. */
export const NEW_PASSWORD_MIN_BYTES = 8;
export const NEW_PASSWORD_MAX_BYTES = 72;

/** The messages of `next` (after `next: ` in the API's 400; after "New password " in the admin). */
export const NEW_PASSWORD_TOO_SHORT_MESSAGE = `must be at least ${NEW_PASSWORD_MIN_BYTES} bytes (${NEW_PASSWORD_MIN_BYTES} plain letters or digits)`;
export const NEW_PASSWORD_TOO_LONG_MESSAGE = `must be at most ${NEW_PASSWORD_MAX_BYTES} bytes (in UTF-8 an accented letter takes 2, an emoji 4)`;

/** The `error` of the 403 answer to a wrong current password. */
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is wrong';

/** The `error` of the 429 answer once too many wrong current passwords were sent. */
export const TOO_MANY_PASSWORD_CHECKS_MESSAGE = 'Too many wrong current passwords. Try again later.';

/** The `error` of the 401 answer to a token issued before a password change or a sign-out everywhere. */
export const TOKEN_REVOKED_MESSAGE = 'Token revoked: the password was changed or every session was signed out';

/** The UTF-8 length of `text` (what `next` is measured in). */
export function utf8ByteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

const requiredText = (max: number, maxMessage: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .check(z.minLength(1, { error: 'is required' }), z.maxLength(max, { error: maxMessage }));

/** Body of `POST /api/admin/password`. */
export const passwordChangeRequestSchema = z.strictObject({
  current: requiredText(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
  next: requiredText(PASSWORD_MAX_LENGTH, NEW_PASSWORD_TOO_LONG_MESSAGE).check(
    z.refine((value) => utf8ByteLength(value) >= NEW_PASSWORD_MIN_BYTES, { error: NEW_PASSWORD_TOO_SHORT_MESSAGE, abort: true }),
    z.refine((value) => utf8ByteLength(value) <= NEW_PASSWORD_MAX_BYTES, { error: NEW_PASSWORD_TOO_LONG_MESSAGE }),
  ),
});

/** Answer of a password change or a sign-out everywhere: a token for the caller, of the new generation. */
export const freshTokenResponseSchema = z.object({ token: z.string().check(z.minLength(1)) });

export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;
export type FreshTokenResponse = z.infer<typeof freshTokenResponseSchema>;
