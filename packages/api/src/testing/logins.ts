import { expect } from 'vitest';
import { DEVICE_COOKIE } from '../auth/deviceCookie';
import { LOGIN_LIMITS, TOO_MANY_ATTEMPTS_MESSAGE } from '../auth/loginLimiter';
import type { TestServer } from './testServer';

export interface LoginOptions {
  /** Sent as X-Forwarded-For: the client's address when the server trusts its proxy. */
  readonly forwardedFor?: string;
  readonly forwardedProto?: string;
  /** The Cookie header, as a browser would send it. */
  readonly cookie?: string;
}

export function login(server: TestServer, password: string, { forwardedFor, forwardedProto, cookie }: LoginOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor;
  if (forwardedProto) headers['X-Forwarded-Proto'] = forwardedProto;
  if (cookie) headers.Cookie = cookie;
  return fetch(`${server.baseUrl}/api/login`, { method: 'POST', headers, body: JSON.stringify({ password }) });
}

export async function failTimes(server: TestServer, times: number, options?: LoginOptions): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await login(server, `wrong-${i}`, options)).status);
  return statuses;
}

/** A wrong password once from each address (10 at a time), as a crowd of strangers would send. */
export async function failFromAddresses(server: TestServer, addresses: readonly string[]): Promise<void> {
  for (let batch = 0; batch < addresses.length; batch += 10) {
    const statuses = await Promise.all(addresses.slice(batch, batch + 10).map((forwardedFor) => login(server, 'guess', { forwardedFor }).then((r) => r.status)));
    expect(statuses).toEqual(Array<number>(statuses.length).fill(401));
  }
}

export async function expectRateLimited(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ error: TOO_MANY_ATTEMPTS_MESSAGE });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.windowSeconds);
}

/** The device cookie's `name=value` pair a login answer sets, if any. */
export function deviceCookieOf(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${DEVICE_COOKIE}=`));
}

/** A browser's cookie jar, as far as logins go: it keeps the device cookie each login sets. */
export class Browser {
  constructor(
    private readonly server: TestServer,
    private readonly address?: string,
    public cookie?: string,
  ) {}

  async login(password: string): Promise<Response> {
    const response = await login(this.server, password, { forwardedFor: this.address, cookie: this.cookie });
    this.cookie = deviceCookieOf(response) ?? this.cookie;
    return response;
  }
}
