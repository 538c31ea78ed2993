import { SITE_ROUTES } from '@portfolio/contracts/siteRoutes';
import type { Middleware } from 'koa';
import { matchSitePage } from '../pages/sitePages';

/** Where the policy sends its violations (routes/cspReports.ts). */
export const CSP_REPORT_PATH = '/api/csp-reports';
/** The `report-to` group that names it (`Reporting-Endpoints`). */
export const CSP_REPORT_GROUP = 'csp';

export interface PolicyOptions {
  /**
   * Send violations to CSP_REPORT_PATH (`report-uri`, and `report-to` for browsers of the Reporting
   * API). The server edition does; the static edition has no endpoint to send them to.
   */
  readonly reports?: boolean;
}

/**
 * Headers on every answer, HTML and API alike. Images may come from any https origin because
 * the owner links project screenshots and covers hosted elsewhere.
 */
export function contentSecurityPolicy(scriptSources: readonly string[] = [], { reports = false }: PolicyOptions = {}): string {
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
    ...(reports ? [`report-uri ${CSP_REPORT_PATH}`, `report-to ${CSP_REPORT_GROUP}`] : []),
  ].join('; ');
}

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** `Reporting-Endpoints`: the group `report-to` names (relative: resolved against the page's own URL). */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/**
 * What other sites may load without asking (no-cors: an `<img>`, a preview card): share images
 * (unfurlers and the sites that show their cards), the owner's images (feed readers show a post's
 * pictures on their own pages) and the site's icons. Everything else — pages, API, data, scripts,
 * styles, fonts, the resume, the demo's placeholder files — is for this site's own pages only.
 */
const EMBEDDABLE_PREFIXES = ['/og/', '/media/', '/icons/'] as const;
/** Files at the root other sites may embed (the static edition names each: export/hostFiles.ts). */
export const EMBEDDABLE_FILES: ReadonlySet<string> = new Set(['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png']);

/** `Cross-Origin-Resource-Policy` of the answer at `path`. */
export function resourcePolicyOf(path: string): 'cross-origin' | 'same-origin' {
  return EMBEDDABLE_FILES.has(path) || EMBEDDABLE_PREFIXES.some((prefix) => path.startsWith(prefix)) ? 'cross-origin' : 'same-origin';
}

const ADMIN_PAGES: ReadonlySet<string> = new Set(SITE_ROUTES.filter((route) => 'admin' in route).map((route) => route.page));

/** The owner's pages (`/admin`, `/admin-clean`): never stored by a browser or a proxy. */
export const isAdminPage = (path: string): boolean => ADMIN_PAGES.has(matchSitePage(path)?.kind ?? '');

/**
 * `Cross-Origin-Opener-Policy` of the owner's pages only. It severs the window references between a
 * page and the cross-origin windows that opened it or that it opens, so a page that opened the admin
 * cannot later steer that window to a look-alike, and Chrome on Android (92 and later) gives a site
 * that sends it a renderer process of its own. The visitor pages do not send it (issue 31): they show
 * only what anyone may read, and a window that opened one gains nothing by steering it that a link
 * to a look-alike would not give, while the header makes the browser leave the process the page was
 * opened from for a new one as the page arrives (a new browsing context group): under Lighthouse's
 * CLI, whose first navigation leaves about:blank's renderer, a navigation commit of up to 242 ms of
 * the phone's simulated main thread, TBT over 100 ms in 4 of 27 runs, none of 27 without it
 * (docs/performance.md, "Decisions"). An admin reached from a visitor page without a reload (the
 * terminal's `admin`) runs in that page's document, without the policy; its own loads (the owner's
 * bookmark, a reload) have it. The static edition has no owner's pages, so it sends none
 * (export/hostFiles.ts).
 */
export const OWNER_PAGE_OPENER_POLICY = 'same-origin';

/**
 * `scriptSources`: hashes of the site's own inline scripts (see inlineScripts.ts). HSTS goes only
 * on https answers: `ctx.secure`, which believes X-Forwarded-Proto only when the app trusts its
 * proxy (TRUST_PROXY); browsers ignore it over plain http anyway. Violations of the policy are
 * reported to CSP_REPORT_PATH. The admin pages' `no-store` (and their opener policy) is set before
 * the page is made, which keeps it (http/staticSite.ts sets `no-cache` only where nothing was set).
 */
export function securityHeaders(scriptSources: readonly string[] = []): Middleware {
  const policy = contentSecurityPolicy(scriptSources, { reports: true });
  return async (ctx, next) => {
    ctx.set({
      'Content-Security-Policy': policy,
      'Reporting-Endpoints': REPORTING_ENDPOINTS,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Resource-Policy': resourcePolicyOf(ctx.path),
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    });
    if (ctx.secure) ctx.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    if (isAdminPage(ctx.path)) ctx.set({ 'Cache-Control': 'no-store', 'Cross-Origin-Opener-Policy': OWNER_PAGE_OPENER_POLICY });
    await next();
  };
}
