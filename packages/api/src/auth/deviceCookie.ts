import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';

export const DEVICE_COOKIE = 'login_device';
export const DEVICE_COOKIE_PATH = '/api/login';
export const DEVICE_COOKIE_LIFETIME_SECONDS = 180 * 24 * 3600;
/** The `TokenService.keyFor` purpose of the cookie's key. */
export const DEVICE_COOKIE_KEY_PURPOSE = 'portfolio login device cookie v1';

// `<device id: 16 random bytes>.<expires: epoch seconds>.<HMAC-SHA256 of the two>`, base64url.
const COOKIE_FORMAT = /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * OWASP's device cookie: names a browser in which the owner has logged in, so its logins are
 * limited on their own count instead of with strangers' (see loginLimiter.ts).
 */
export interface DeviceCookies {
  /** The device a valid cookie names; undefined for none, and for one forged, tampered or expired. */
  read(ctx: Context): string | undefined;
  /** Sets the cookie for `device` (a new device when undefined), valid for the next 180 days. */
  issue(ctx: Context, device?: string): void;
}

export function createDeviceCookies(key: Buffer, now: () => number = Date.now): DeviceCookies {
  const mac = (device: string, expires: string) => createHmac('sha256', key).update(`${device}.${expires}`).digest('base64url');

  return {
    read(ctx) {
      const match = COOKIE_FORMAT.exec(ctx.cookies.get(DEVICE_COOKIE, { signed: false }) ?? '');
      if (!match) return undefined;
      const [, device = '', expires = '', signature = ''] = match;
      // Compared as text: decoding would let the last character's unused bits vary unnoticed.
      if (!timingSafeEqual(Buffer.from(signature), Buffer.from(mac(device, expires)))) return undefined;
      return Number(expires) * 1000 > now() ? device : undefined;
    },
    issue(ctx, device = randomBytes(16).toString('base64url')) {
      const expires = String(Math.floor(now() / 1000) + DEVICE_COOKIE_LIFETIME_SECONDS);
      ctx.cookies.set(DEVICE_COOKIE, `${device}.${expires}.${mac(device, expires)}`, {
        signed: false,
        httpOnly: true,
        sameSite: 'strict',
        // ctx.secure believes X-Forwarded-Proto only when TRUST_PROXY is set (app.proxy).
        secure: ctx.secure,
        path: DEVICE_COOKIE_PATH,
        maxAge: DEVICE_COOKIE_LIFETIME_SECONDS * 1000,
        overwrite: true,
      });
    },
  };
}
