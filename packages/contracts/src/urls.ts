// Plain checks on link text, without zod: the config's schema (zod/mini, on every page's first
// load) and the other schemas (classic zod) share them.

export const URL_MAX_LENGTH = 2048;

/** A path on this site: one leading slash (two would be protocol-relative, i.e. another host), printable ASCII, no backslashes. */
export const SITE_PATH = /^\/(?!\/)[\x21-\x5b\x5d-\x7e]*$/;

/** An absolute `http(s)://` URL with a host; `javascript:`, `data:`, spaces and backslashes are refused. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /[\s\\]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
