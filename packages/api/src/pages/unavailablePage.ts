import type { Middleware } from 'koa';
import { RETRY_AFTER_SECONDS } from '../db/outage';

/**
 * What a visitor reads while the database is away (or busy past its time limits). These are not
 * the specification's strings: it says nothing of outages. Short, plain, and with a way to try
 * again; the "Try again" link's empty href is the page's own address, query included.
 */
export const UNAVAILABLE_TITLE = 'Briefly unavailable';
export const UNAVAILABLE_HEADING = 'This site is briefly unavailable.';
export const UNAVAILABLE_TEXT = 'Its database is not answering; it should be back within a minute.';
export const STALE_NOTICE = 'A saved copy of this page: the site is briefly unavailable, so it may be out of date.';
export const TRY_AGAIN = 'Try again';

/** The headers of every page answered while the database is away: not kept, not indexed, asked again later. */
export const UNAVAILABLE_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'Retry-After': String(RETRY_AFTER_SECONDS),
  'X-Robots-Tag': 'noindex',
};

// Plain inline styles (the CSP allows inline style, never inline script); colours from the site's
// stylesheet, which the built index.html links.
const BOX_STYLE = 'font-family:var(--font-mono,monospace);border:1px dashed var(--accent,gray);padding:.5rem .75rem;margin:0';
const LINK_STYLE = 'color:var(--primary,inherit)';

const tryAgainLink = `<a href="" style="${LINK_STYLE}">${TRY_AGAIN}</a>`;

/** The notice a saved page carries at the top of its body, outside the part the app takes over. */
export const staleNoticeHtml = `<p role="status" data-stale-notice style="${BOX_STYLE}">${STALE_NOTICE} ${tryAgainLink}</p>`;

const BODY_OPEN = /<body\b[^>]*>/i;

/** A page's last good render, marked as a saved copy (the notice first in its body) and kept from indexing. */
export function markedStale(html: string): string {
  const open = BODY_OPEN.exec(html);
  if (!open) return html;
  const at = open.index + open[0].length;
  return `${html.slice(0, at)}${staleNoticeHtml}${html.slice(at)}`.replace('</head>', '<meta name="robots" content="noindex"></head>');
}

/**
 * The site's own page (the built index.html: its stylesheet and colours) holding only the short
 * message: no script, so nothing tries to load what the database would have said.
 */
export function unavailablePageHtml(indexHtml: string): string {
  const message =
    `<main style="padding:1.5rem;font-family:var(--font-mono,monospace)"><h1 style="font-size:1.25rem;margin:0 0 1rem">${UNAVAILABLE_HEADING}</h1>` +
    `<p style="margin:0 0 1rem">${UNAVAILABLE_TEXT}</p><p style="margin:0">${tryAgainLink}</p></main>`;
  const page = indexHtml
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<title>[\s\S]*?<\/title>/i, `<title>${UNAVAILABLE_TITLE}</title><meta name="robots" content="noindex">`);
  const root = /<div id="root">\s*<\/div>/;
  if (root.test(page)) return page.replace(root, message);
  const open = BODY_OPEN.exec(page);
  return open ? `${page.slice(0, open.index + open[0].length)}${message}${page.slice(open.index + open[0].length)}` : message;
}

const isMachinePath = (path: string) => path === '/api' || /^\/(api|uploads|media|og|assets)\//.test(path);

/**
 * Mounted just outside the error handler: a page request the database could not serve (a 503 the
 * error handler wrote as JSON) gets the site's page saying so instead, with the same 503 and
 * Retry-After, kept from caches and indexes. A visitor following a link reads a sentence, not JSON;
 * API callers, and anything that does not ask for HTML, keep the JSON. The read cache, further out,
 * answers with the page's last good render instead when it has one (http/readCache.ts).
 */
export function pagesWhileDatabaseAway(indexHtml: () => string | null): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.status !== 503 || !ctx.response.get('Retry-After') || (ctx.method !== 'GET' && ctx.method !== 'HEAD') || isMachinePath(ctx.path)) return;
    if (ctx.accepts('html', 'json') !== 'html') return;
    const index = indexHtml();
    if (index === null) return;
    ctx.set(UNAVAILABLE_PAGE_HEADERS);
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = unavailablePageHtml(index);
    ctx.status = 503;
  };
}
