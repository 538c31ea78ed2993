/**
 * The art categories, zod-free: visitor pages use them while zod loads only with their first fetch
 * (packages/site/src/api/visitorSchemas.ts). `./art` adds the schemas and re-exports these.
 */
export const ART_KINDS = ['music', 'books', 'movies', 'shows'] as const;
export type ArtKind = (typeof ART_KINDS)[number];

export function isArtKind(value: string): value is ArtKind {
  return (ART_KINDS as readonly string[]).includes(value);
}
