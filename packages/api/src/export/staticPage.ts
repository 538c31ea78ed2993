import { createHash } from 'node:crypto';
import { EDITION_ATTRIBUTE, NOT_FOUND_ATTRIBUTE, STATIC_EDITION } from '@portfolio/contracts/staticEdition';
import { contentSecurityPolicy } from '../http/securityHeaders';
import { metaHeaderTags, SECURITY_HEADERS } from './hostFiles';

/** The headers every exported file should travel with, as far as a static host lets them. */
export interface StaticHeaders {
  /** Lower-case names: the server's security headers, the policy allowing the export's own inline scripts. */
  readonly security: Readonly<Record<string, string>>;
}

/** Inline scripts that run (a JSON data block does not): `<script>` without `src` or a data `type`. */
const RUNNING_INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source allowing each inline script that runs in `html` (`'sha256-…'`). */
export function runningScriptHashes(html: string): string[] {
  return [...html.matchAll(RUNNING_INLINE_SCRIPT)].map(([, body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** The server's security headers taken as sent: all but the policy (rebuilt here) and CORP (per path: hostFiles.ts), with HSTS. */
const CARRIED_HEADERS = [...SECURITY_HEADERS.filter((name) => name !== 'Content-Security-Policy' && name !== 'Cross-Origin-Resource-Policy'), 'Strict-Transport-Security'].map((name) => name.toLowerCase());

/**
 * The server's security headers for the export: the ones it sent with a page, and its policy
 * rebuilt (`contentSecurityPolicy`) to allow exactly the inline scripts the exported pages run,
 * those of every page (one `_headers` file serves them all; they are the same few on each page).
 */
export function pageHeaders(served: Readonly<Record<string, string>>, pages: readonly string[]): StaticHeaders {
  const hashes = [...new Set(pages.flatMap(runningScriptHashes))].sort();
  const security: Record<string, string> = { 'content-security-policy': contentSecurityPolicy(hashes) };
  for (const name of CARRIED_HEADERS) {
    const value = served[name];
    if (value !== undefined) security[name] = value;
  }
  return { security };
}

/**
 * A server page made a static file: `<html data-edition="static">` (the site's screens then read
 * the data files, `@portfolio/contracts/staticEdition`), `data-not-found` on the 404 page (the
 * browser renders it for its own URL), and the security headers a `<meta>` can carry, after the
 * charset, before any script.
 */
export function staticPage(html: string, headers: StaticHeaders, { notFound = false }: { readonly notFound?: boolean } = {}): string {
  const marks = `${EDITION_ATTRIBUTE}="${STATIC_EDITION}"${notFound ? ` ${NOT_FOUND_ATTRIBUTE}` : ''}`;
  const marked = html.replace(/<html\b/i, `<html ${marks}`);
  // After the charset (which must come within the first 1024 bytes), before any script.
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  const tags = metaHeaderTags(headers.security);
  return charset.test(marked) ? marked.replace(charset, (tag) => `${tag}${tags}`) : marked.replace(/<head>/i, () => `<head>${tags}`);
}
