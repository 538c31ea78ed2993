import { gzipSync } from 'node:zlib';

/** Files worth compressing: text. Images, fonts and PDFs are compressed already. */
const TEXT = /\.(html|json|xml|txt|js|css|svg|webmanifest)$/;

/** Below this a gzip header costs more than it saves. */
const SMALLEST = 1024;

/**
 * A `.gz` beside each text file, at gzip's best level, which nginx sends as it is (`gzip_static on`
 * in deploy/static/nginx.conf) instead of compressing every answer at level 1 as it goes: smaller
 * pages (a phone's first round trip holds about 14 KB) and nginx's plain-file speed. The same bytes
 * give the same `.gz` (zlib writes no time into it), so an unchanged export still writes nothing.
 * Netlify, Cloudflare Pages and GitHub Pages compress on their own and never serve these unasked.
 */
export function withPrecompressed(files: ReadonlyMap<string, Buffer>): Map<string, Buffer> {
  const all = new Map(files);
  for (const [path, bytes] of files) {
    if (TEXT.test(path) && bytes.length >= SMALLEST) all.set(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  }
  return all;
}
