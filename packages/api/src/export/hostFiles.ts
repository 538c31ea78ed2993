import { SITE_ROUTES } from '@portfolio/contracts/siteRoutes';
import { STATIC_DATA_DIR } from '@portfolio/contracts/staticEdition';
import { EMBEDDABLE_FILES, resourcePolicyOf, STRICT_TRANSPORT_SECURITY } from '../http/securityHeaders';
import { UPLOAD_CONTENT_SECURITY_POLICY } from '../http/uploads';
import { FEEDS, MANIFEST_PATH } from '../pages/headHtml';
import { ICON_CACHE_CONTROL } from '../routes/machineFiles';
import { MEDIA_CACHE_CONTROL } from '../routes/mediaFiles';
import { escapeXml } from '../seo/xml';

/**
 * What a static host reads beside the static edition's files (`npm run export`), so it answers as
 * the server edition does: the security headers of every answer, and the same caching — a year and
 * `immutable` exactly where the server sends it, revalidation for pages and data. Pure functions of
 * the headers the server sent for `/` (lower-case names, as Node gives them).
 */

/** A server answer's headers, names in lower case. */
export type ServerHeaders = Readonly<Record<string, string>>;

export interface HostFileOptions {
  /**
   * Strict-Transport-Security, which the server sends only over https (so not on the answer an export
   * reads): the server's own value by default; null for none.
   */
  readonly strictTransportSecurity?: string | null;
}

/**
 * The headers of http/securityHeaders.ts, as sent on every answer, in this order. Not
 * `Cross-Origin-Opener-Policy`, which the server sends on the owner's pages alone
 * (`OWNER_PAGE_OPENER_POLICY`): the static edition has none.
 */
export const SECURITY_HEADERS = [
  'Content-Security-Policy',
  'X-Content-Type-Options',
  'X-Frame-Options',
  'Referrer-Policy',
  'Cross-Origin-Resource-Policy',
  'Permissions-Policy',
] as const;

/**
 * Cross-Origin-Resource-Policy differs by path (`resourcePolicyOf`): each rule below carries its
 * own, never the catch-all, since hosts join the values two matching rules give one header (and
 * `same-origin, cross-origin` is no policy at all).
 */
const PER_PATH_HEADER = 'Cross-Origin-Resource-Policy';

/**
 * Sent by the server edition alone: `Reporting-Endpoints` names its CSP report endpoint, which a
 * static host does not have (the export's policy names none: export/staticPage.ts).
 */
export const SERVER_ONLY_HEADERS = ['Reporting-Endpoints'] as const;

/** Pages, data, feeds, sitemap, robots.txt and the manifest: what the server sends for them. */
export const REVALIDATE = 'no-cache';

/** Directives a policy in a `<meta>` element cannot carry (CSP3 and HTML: browsers ignore them there; reports have no endpoint in the export). */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

interface PrefixRule {
  /** A folder of the export, with both slashes. */
  readonly prefix: `/${string}/`;
  readonly cacheControl: string;
  /** Headers that differ from every answer's under this folder. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** The folders the server caches for longer than a page, as it does. Nothing else gets more than revalidation. */
const PREFIX_RULES: readonly PrefixRule[] = [
  // Hashed build output (http/staticSite.ts).
  { prefix: '/assets/', cacheControl: MEDIA_CACHE_CONTROL },
  // Image variants, named by their content (routes/mediaFiles.ts).
  { prefix: '/media/', cacheControl: MEDIA_CACHE_CONTROL },
  // Share images, named by a version that changes with what they show (routes/machineFiles.ts).
  { prefix: '/og/', cacheControl: MEDIA_CACHE_CONTROL },
  // The resume: random names never reused, never run as a page (http/uploads.ts).
  {
    prefix: '/uploads/',
    cacheControl: MEDIA_CACHE_CONTROL,
    headers: { 'Content-Security-Policy': UPLOAD_CONTENT_SECURITY_POLICY, 'Content-Disposition': 'inline; filename="resume.pdf"' },
  },
  // The manifest's icons (routes/machineFiles.ts).
  { prefix: '/icons/', cacheControl: ICON_CACHE_CONTROL },
];

/** Files at the root that other sites may embed (the icons): each named, with the server's caching where it sets one. */
const FILE_RULES: readonly { readonly path: string; readonly cacheControl?: string }[] = [...EMBEDDABLE_FILES].map((path) =>
  path === '/favicon.svg' ? { path } : { path, cacheControl: ICON_CACHE_CONTROL },
);

/** A rule's Cross-Origin-Resource-Policy, as the server sends it under the rule's pattern. */
const resourcePolicy = (pattern: string): [string, string] => [PER_PATH_HEADER, resourcePolicyOf(pattern.replace(/\*$/, ''))];

/**
 * The URL patterns of what revalidates, for `_headers`: each visitor page (a `:param` segment as a
 * splat), the data files, and the machine files. Hosts join the values of a header given by two
 * rules that match one path, so Cache-Control cannot be set on `/*` and overridden per folder.
 */
const REVALIDATED_PATTERNS: readonly string[] = [
  ...SITE_ROUTES.filter((route) => !('admin' in route)).map((route) => route.pattern.replace(/:\w+/g, '*')),
  `${STATIC_DATA_DIR}/*`,
  '/robots.txt',
  '/sitemap.xml',
  ...FEEDS.map((feed) => feed.path),
  MANIFEST_PATH,
];

/** Cloudflare Pages' documented `_headers` limits (Netlify documents none stricter). */
const HEADERS_MAX_RULES = 100;
const HEADERS_MAX_LINE = 2000;

function valueOf(name: string, value: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`${name}: a header value cannot hold a line break`);
  return value;
}

/** Directives naming where violations go: the server edition's endpoint (routes/cspReports.ts), which no static host has. */
const REPORT_DIRECTIVES = new Set(['report-uri', 'report-to']);

/** A policy without its report directives (the rest as it is). */
function withoutReports(policy: string): string {
  return policy
    .split(';')
    .filter((directive) => !REPORT_DIRECTIVES.has(directive.trim().split(/\s+/)[0]?.toLowerCase() ?? ''))
    .map((directive) => directive.trim())
    .join('; ');
}

/** The server's security headers (with canonical names) from an answer's, but the per-path one, the policy without report directives, and HSTS as told. */
export function securityHeadersOf(headers: ServerHeaders, { strictTransportSecurity = STRICT_TRANSPORT_SECURITY }: HostFileOptions = {}): [string, string][] {
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const picked: [string, string][] = [];
  for (const name of SECURITY_HEADERS) {
    if (name === PER_PATH_HEADER) continue;
    const value = lower.get(name.toLowerCase());
    if (value !== undefined) picked.push([name, valueOf(name, name === 'Content-Security-Policy' ? withoutReports(value) : value)]);
  }
  if (!lower.has('content-security-policy')) throw new Error('The server sent no Content-Security-Policy: an export without one would be less safe than the site.');
  const hsts = lower.get('strict-transport-security') ?? strictTransportSecurity;
  if (hsts) picked.push(['Strict-Transport-Security', valueOf('Strict-Transport-Security', hsts)]);
  return picked;
}

/** The policy without the directives a `<meta>` element cannot carry. */
export function metaPolicy(policy: string): string {
  if (policy.includes(',')) throw new Error('Content-Security-Policy: one policy expected, not a list');
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !HEADER_ONLY_DIRECTIVES.has(directive.split(/\s+/)[0]?.toLowerCase() ?? ''))
    .join('; ');
}

/**
 * The security headers as far as an HTML file carries them, for each page's `<head>` (before any
 * script: a `<meta>` policy governs only what comes after it). The policy without frame-ancestors,
 * report-uri and sandbox, and the referrer policy; nosniff, X-Frame-Options, COOP,
 * Permissions-Policy and HSTS exist only as headers (`_headers`, nginx).
 */
export function metaHeaderTags(headers: ServerHeaders): string {
  const picked = new Map(securityHeadersOf(headers, { strictTransportSecurity: null }));
  const tags = [`<meta http-equiv="Content-Security-Policy" content="${escapeXml(metaPolicy(picked.get('Content-Security-Policy') ?? ''))}">`];
  // A header may list fallbacks; the last one a browser knows wins, and the meta tag takes one.
  const referrer = picked.get('Referrer-Policy')?.split(',').at(-1)?.trim();
  if (referrer) tags.push(`<meta name="referrer" content="${escapeXml(referrer)}">`);
  return tags.join('');
}

/**
 * `_headers` for Netlify and Cloudflare Pages (one format): the security headers on every path, and
 * each group's Cache-Control on its own patterns only (no header is given twice to one path, which
 * these hosts would join with a comma) — except the resume's policy, enforced beside the site's as
 * the server's replaces it: both apply, the stricter wins. Throws past Cloudflare's limits.
 */
export function netlifyHeaders(headers: ServerHeaders, options: HostFileOptions = {}): string {
  const rules: [string, [string, string][]][] = [
    ['/*', securityHeadersOf(headers, options)],
    ...PREFIX_RULES.map(({ prefix, cacheControl, headers: own = {} }): [string, [string, string][]] => [
      `${prefix}*`,
      [['Cache-Control', cacheControl], resourcePolicy(prefix), ...Object.entries(own)],
    ]),
    ...FILE_RULES.map(({ path, cacheControl }): [string, [string, string][]] => [path, [...(cacheControl ? [['Cache-Control', cacheControl] as [string, string]] : []), resourcePolicy(path)]]),
    ...REVALIDATED_PATTERNS.map((pattern): [string, [string, string][]] => [pattern, [['Cache-Control', REVALIDATE], resourcePolicy(pattern)]]),
  ];
  if (rules.length > HEADERS_MAX_RULES) throw new Error(`_headers: ${rules.length} rules, more than Cloudflare Pages takes (${HEADERS_MAX_RULES})`);
  const lines = [
    '# Netlify and Cloudflare Pages: the server edition\'s headers (written by `npm run export`).',
    ...rules.flatMap(([pattern, values]) => [pattern, ...values.map(([name, value]) => `  ${name}: ${value}`)]),
  ];
  const long = lines.find((line) => line.length > HEADERS_MAX_LINE);
  if (long !== undefined) throw new Error(`_headers: a line of ${long.length} characters, more than Cloudflare Pages takes (${HEADERS_MAX_LINE}): ${long.slice(0, 60)}…`);
  return `${lines.join('\n')}\n`;
}

/** The origin ADMIN_URL names (`https://admin.example.com`), or an error saying what is wrong. */
function adminOrigin(adminUrl: string): string {
  let url: URL;
  try {
    url = new URL(adminUrl);
  } catch {
    throw new Error(`ADMIN_URL: ${adminUrl} is not a URL`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`ADMIN_URL: must be the server edition's origin, such as https://admin.example.com (no path, query or fragment), not ${adminUrl}`);
  }
  return url.origin;
}

/**
 * `_redirects` for Netlify and Cloudflare Pages: the owner's pages (`/admin`, `/admin-clean` and
 * anything under them) sent to the server edition at ADMIN_URL, 302. Without ADMIN_URL, empty:
 * write no file, and those paths answer the export's 404 page.
 */
export function netlifyRedirects(adminUrl?: string): string {
  if (adminUrl === undefined || adminUrl === '') return '';
  const origin = adminOrigin(adminUrl);
  const lines = ['# Netlify and Cloudflare Pages: the owner\'s pages live on the server edition (ADMIN_URL).'];
  for (const route of SITE_ROUTES) {
    if (!('admin' in route)) continue;
    lines.push(`${route.pattern} ${origin}${route.pattern} 302`, `${route.pattern}/* ${origin}${route.pattern}/:splat 302`);
  }
  return `${lines.join('\n')}\n`;
}

/** A value as an nginx string: quoted, `"` and `\` escaped; `$` refused (nginx would read a variable). */
function nginxString(name: string, value: string): string {
  if (value.includes('$')) throw new Error(`${name}: nginx reads "$" as a variable, and the value holds one`);
  return `"${valueOf(name, value).replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

const addHeaders = (values: readonly (readonly [string, string])[], indent: string) =>
  values.map(([name, value]) => `${indent}add_header ${name} ${nginxString(name, value)} always;`);

/**
 * The same rules as an nginx include file, for the `server` block (deploy/static/nginx.conf): the
 * security headers and revalidation on every answer, and a location per longer-cached folder. nginx
 * gives a location the server's add_header lines only when it has none of its own, so each location
 * repeats them all. `always`: the 404 page carries them too.
 */
export function nginxHeadersSnippet(headers: ServerHeaders, options: HostFileOptions = {}): string {
  const security = securityHeadersOf(headers, options);
  const lines = [
    '# nginx: the server edition\'s headers and caching (written by `npm run export`; deploy/static/nginx.conf',
    '# includes it in its server block). A location with an add_header of its own loses every add_header',
    '# of the server block, so each location below repeats the security headers.',
    ...addHeaders([...security, resourcePolicy('/'), ['Cache-Control', REVALIDATE]], ''),
  ];
  for (const { prefix, cacheControl, headers: own = {} } of PREFIX_RULES) {
    const values = [...security, resourcePolicy(prefix)].map(([name, value]): [string, string] => [name, own[name] ?? value]);
    const extra = Object.entries(own).filter(([name]) => !values.some(([known]) => known === name));
    lines.push('', `location ^~ ${prefix} {`, ...addHeaders([...values, ...extra, ['Cache-Control', cacheControl]], '    '), '}');
  }
  for (const { path, cacheControl = REVALIDATE } of FILE_RULES) {
    lines.push('', `location = ${path} {`, ...addHeaders([...security, resourcePolicy(path), ['Cache-Control', cacheControl]], '    '), '}');
  }
  return `${lines.join('\n')}\n`;
}
