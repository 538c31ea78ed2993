import { isErrorResponse } from './http';

/** What the login call can end in, as the terminal and the admin form present it. */
export type LoginOutcome =
  | { readonly kind: 'granted'; readonly token: string }
  | { readonly kind: 'denied'; readonly error: string | undefined }
  | { readonly kind: 'failed'; readonly message: string };

const PREVIEW_LENGTH = 200;

/**
 * `POST /api/login`: the answer is read as text, then parsed, so a proxy's HTML error
 * page is reported as "Invalid JSON response: <first 200 characters>" instead of a bare syntax error.
 */
export async function login(password: string): Promise<LoginOutcome> {
  let text: string;
  let ok: boolean;
  try {
    const response = await fetch('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ password }),
    });
    ok = response.ok;
    text = await response.text();
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { kind: 'failed', message: `Invalid JSON response: ${text.slice(0, PREVIEW_LENGTH)}` };
  }
  const fields = (body ?? {}) as { token?: unknown };
  if (ok && typeof fields.token === 'string' && fields.token.length > 0) return { kind: 'granted', token: fields.token };
  return { kind: 'denied', error: isErrorResponse(body) ? body.error : undefined };
}
