/** A URL as the bench prints it: its path (`/` for the root) when it is on `origin`, else as it is. */
export function onOrigin(url: string, origin: string): string {
  return url.startsWith(origin) ? url.slice(origin.length) || '/' : url;
}
