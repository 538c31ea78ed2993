/** The absolute URL of a post's page; `siteUrl` is the public origin (and path), no trailing slash. */
export function postPageUrl(siteUrl: string, slug: string): string {
  return new URL(`${siteUrl}/writing/${encodeURIComponent(slug)}`).href;
}
