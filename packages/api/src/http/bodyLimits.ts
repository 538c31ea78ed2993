import { PASSWORD_MAX_LENGTH } from '@portfolio/contracts/auth';
import { URL_MAX_LENGTH } from '@portfolio/contracts/urls';

const KB = 1024;
/** UTF-8 bytes of one UTF-16 unit at most, as JSON.stringify sends text (it escapes only quotes, backslashes and control characters). */
const UTF8_BYTES_PER_CHAR = 3;
/** Keys, quotes, punctuation and some whitespace around the strings. */
const ENVELOPE = KB;

/**
 * Each JSON route reads at most the largest body it can take, so a body sent without a password
 * or token costs little: the login and the cover call fit their one long string; the admin calls
 * keep 1 MB, room for a post's or review's 200,000 characters (at most 600 KB of UTF-8).
 */
export const BODY_LIMITS = {
  login: PASSWORD_MAX_LENGTH * UTF8_BYTES_PER_CHAR + ENVELOPE,
  /** A password change: the current password and the new one (refused past 72 bytes, but by a 400 naming it). */
  passwordChange: 2 * PASSWORD_MAX_LENGTH * UTF8_BYTES_PER_CHAR + ENVELOPE,
  cover: URL_MAX_LENGTH * UTF8_BYTES_PER_CHAR + ENVELOPE,
  admin: 1024 * KB,
} as const;
