import type { Middleware } from 'koa';

/**
 * Headers on every answer, HTML and API alike. Images may come from any https origin because
 * the owner links project screenshots and covers hosted elsewhere.
 */
export function contentSecurityPolicy(scriptSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * `scriptSources`: hashes of the site's own inline scripts (see inlineScripts.ts). HSTS goes only
 * on https answers: `ctx.secure`, which believes X-Forwarded-Proto only when the app trusts its
 * proxy (TRUST_PROXY); browsers ignore it over plain http anyway.
 */
export function securityHeaders(scriptSources: readonly string[] = []): Middleware {
  const policy = contentSecurityPolicy(scriptSources);
  return async (ctx, next) => {
    ctx.set({
      'Content-Security-Policy': policy,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    });
    if (ctx.secure) ctx.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    await next();
  };
}
