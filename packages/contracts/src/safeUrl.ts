/**
 * The URL check for links and images in a post's Markdown: only `http:`, `https:` and `mailto:`
 * (images: only `http:` and `https:`) and site-relative URLs (`/writing/x`, `#part`, `notes`) are
 * kept; anything else — `javascript:`, `data:`, `vbscript:`, `file:`, protocol-relative `//host` —
 * becomes '' and is rendered as plain text. The scheme is read the way a browser reads it: tabs and
 * newlines anywhere, and control characters or spaces at the start, do not hide it.
 */
const LINK_SCHEMES = /^(https?|mailto)$/i;
const IMAGE_SCHEMES = /^https?$/i;

export type UrlKind = 'href' | 'src';

export function safeUrl(value: string, kind: UrlKind = 'href'): string {
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (url === '' || /^[/\\]{2}/.test(url)) return '';
  const colon = url.indexOf(':');
  const end = url.search(/[/?#]/);
  const hasScheme = colon !== -1 && (end === -1 || colon < end);
  if (!hasScheme) return url;
  const scheme = url.slice(0, colon);
  return (kind === 'src' ? IMAGE_SCHEMES : LINK_SCHEMES).test(scheme) ? url : '';
}

/** Site paths the server answers with a file (an uploaded image or PDF), never a page of the app. */
const FILE_PATHS = /^\/(media|uploads)\//;

/**
 * How a kept link opens: in the app, in a new tab, or as a plain link (mail, fragment, relative, and
 * a file the server serves, which the app's router would show as a missing page).
 */
export function linkTarget(url: string): 'internal' | 'external' | 'plain' {
  if (/^https?:/i.test(url)) return 'external';
  if (url.startsWith('/') && !FILE_PATHS.test(url)) return 'internal';
  return 'plain';
}
