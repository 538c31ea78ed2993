// Plain checks on link text, shared by the config's schema (config.ts) and the link schemas of
// primitives.ts, which config.ts does not load: the config is validated on every page's first load.

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
