import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The site's built files the export copies as they are: the hashed scripts and styles under
 * `/assets/`, fonts and the icon. Left out: `index.html` (the exporter writes every page itself),
 * the build's reports (`.vite/`) and the pre-compressed copies (`.gz`, `.br`: static hosts compress
 * on their own; the nginx block in deploy/static turns gzip on).
 */
export function builtSiteFiles(siteDir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const entries = readdirSync(siteDir, { recursive: true, withFileTypes: true }) as { name: string; parentPath: string; isFile(): boolean }[];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = `/${relative(siteDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`;
    if (path === '/index.html' || path.startsWith('/.vite/') || /\.(gz|br)$/.test(path) || /\.map$/.test(path)) continue;
    files.set(path, readFileSync(join(siteDir, path)));
  }
  return files;
}
