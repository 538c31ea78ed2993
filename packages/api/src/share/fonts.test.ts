import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fontDirFrom, shareFontFiles } from './fonts';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const fontDir = join(apiRoot, 'assets', 'fonts');

describe('share-card fonts', () => {
  it('are found from the sources and from the esbuild bundle in dist/', () => {
    expect(fontDirFrom(import.meta.url)).toBe(fontDir);
    expect(fontDirFrom(pathToFileURL(join(apiRoot, 'dist', 'server.js')).href)).toBe(fontDir);
  });

  it('ship with the repository, with their license', () => {
    const files = shareFontFiles();
    expect(files).toEqual([join(fontDir, 'DejaVuSansMono.ttf'), join(fontDir, 'DejaVuSansMono-Bold.ttf')]);
    for (const file of files) expect(statSync(file).size).toBeGreaterThan(100_000);
    expect(existsSync(join(fontDir, 'LICENSE-DejaVu.txt'))).toBe(true);
  });
});
