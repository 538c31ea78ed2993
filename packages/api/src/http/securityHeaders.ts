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

/** `scriptSources`: hashes of the site's own inline scripts (see inlineScripts.ts). */
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
    await next();
  };
}
