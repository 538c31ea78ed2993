import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The family name inside the shipped TTFs; SVGs ask for it by this name. */
export const SHARE_FONT_FAMILY = 'DejaVu Sans Mono';

/** DejaVu Sans Mono's advance width (1233/2048 em, the same in both weights), for wrapping by column. */
export const SHARE_FONT_ADVANCE_EM = 1233 / 2048;

const FONT_FILE_NAMES = ['DejaVuSansMono.ttf', 'DejaVuSansMono-Bold.ttf'] as const;

/**
 * The nearest folder at or above `start` holding a package.json. Walking up from this module
 * lands on packages/api both from src/share/ (vitest, tsx) and from the esbuild bundle in dist/,
 * whatever the working directory.
 */
export function packageRootOf(start: string): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json at or above ${start}`);
    dir = parent;
  }
}

/** packages/api/assets/fonts, found from a module URL (`import.meta.url` of src/ or dist/). */
export function fontDirFrom(moduleUrl: string): string {
  return join(packageRootOf(dirname(fileURLToPath(moduleUrl))), 'assets', 'fonts');
}

let checked: readonly string[] | undefined;

/**
 * Absolute paths of the regular and bold TTFs. resvg skips a missing font file silently and
 * draws no text, so their presence is checked once, loudly.
 */
export function shareFontFiles(): readonly string[] {
  if (checked) return checked;
  const dir = fontDirFrom(import.meta.url);
  const files = FONT_FILE_NAMES.map((name) => join(dir, name));
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`Share-card fonts missing: ${missing.join(', ')}`);
  checked = files;
  return files;
}
