import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkExportDir, EXPORT_MARKER, ExportError, writeExport } from './exportDir';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-export-dir-'));
  dirs.push(dir);
  return dir;
}

const files = (entries: Record<string, string>) => new Map(Object.entries(entries).map(([path, text]) => [path, Buffer.from(text)]));

describe('checkExportDir', () => {
  it('takes a folder that does not exist yet, an empty one, and an earlier export', () => {
    const parent = tempDir();
    expect(() => checkExportDir(join(parent, 'new'))).not.toThrow();
    mkdirSync(join(parent, 'empty'));
    expect(() => checkExportDir(join(parent, 'empty'))).not.toThrow();
    writeExport(join(parent, 'earlier'), files({ '/index.html': 'hi' }));
    expect(() => checkExportDir(join(parent, 'earlier'))).not.toThrow();
  });

  it('refuses a file, a folder holding something else, a missing parent and a folder it cannot write, each saying why', () => {
    const parent = tempDir();
    writeFileSync(join(parent, 'a-file'), 'x');
    expect(() => checkExportDir(join(parent, 'a-file'))).toThrow(new ExportError(`Cannot export to ${join(parent, 'a-file')}: it is a file, not a folder.`));
    mkdirSync(join(parent, 'photos'));
    writeFileSync(join(parent, 'photos', 'cat.jpg'), 'x');
    expect(() => checkExportDir(join(parent, 'photos'))).toThrow(/the folder is not empty and holds no earlier export/);
    expect(() => checkExportDir(join(parent, 'no', 'such'))).toThrow(/does not exist/);
    if (process.getuid?.() !== 0) {
      mkdirSync(join(parent, 'locked'));
      chmodSync(join(parent, 'locked'), 0o500);
      expect(() => checkExportDir(join(parent, 'locked'))).toThrow(/is not writable/);
    }
    // Nothing was written anywhere.
    expect(readdirSync(parent).sort()).toEqual(['a-file', 'photos', ...(process.getuid?.() !== 0 ? ['locked'] : [])].sort());
    expect(readdirSync(join(parent, 'photos'))).toEqual(['cat.jpg']);
  });
});

describe('writeExport', () => {
  it('writes every file and the marker, and a second export of the same files writes none and leaves every file as it was', () => {
    const out = join(tempDir(), 'site');
    const first = writeExport(out, files({ '/index.html': 'home', '/writing/a.html': 'a', '/data/x.json': '{}' }));
    expect(first.written).toEqual(['/data/x.json', '/index.html', '/writing/a.html']);
    expect(first).toMatchObject({ files: 3, bytes: 7, removed: [] });
    expect(existsSync(join(out, EXPORT_MARKER))).toBe(true);
    const before = statSync(join(out, 'writing', 'a.html'));

    const again = writeExport(out, files({ '/writing/a.html': 'a', '/index.html': 'home', '/data/x.json': '{}' }));
    expect(again.written).toEqual([]);
    const after = statSync(join(out, 'writing', 'a.html'));
    expect({ ino: after.ino, mtime: after.mtimeMs }).toEqual({ ino: before.ino, mtime: before.mtimeMs });
  });

  it('writes only the changed files, links the rest from the previous export (same file, same time) and drops the files that left', () => {
    const out = join(tempDir(), 'site');
    writeExport(out, files({ '/index.html': 'home', '/writing/a.html': 'a', '/writing/gone.html': 'old' }));
    const kept = statSync(join(out, 'index.html'));
    const report = writeExport(out, files({ '/index.html': 'home', '/writing/a.html': 'a, edited', '/writing/b.html': 'b' }));
    expect(report.written).toEqual(['/writing/a.html', '/writing/b.html']);
    expect(report.removed).toEqual(['/writing/gone.html']);
    expect(readFileSync(join(out, 'writing', 'a.html'), 'utf8')).toBe('a, edited');
    expect(existsSync(join(out, 'writing', 'gone.html'))).toBe(false);
    const still = statSync(join(out, 'index.html'));
    expect({ ino: still.ino, mtime: still.mtimeMs }).toEqual({ ino: kept.ino, mtime: kept.mtimeMs });
    // Nothing is left beside the export.
    expect(readdirSync(join(out, '..'))).toEqual(['site']);
  });

  it('leaves the previous export whole when the new one fails midway, and the next export clears what the failed one left', () => {
    const parent = tempDir();
    const out = join(parent, 'site');
    writeExport(out, files({ '/index.html': 'home' }));
    const broken = new Map<string, Buffer>([
      ['/index.html', Buffer.from('new home')],
      // A file where the previous step made a folder: writing it fails.
      ['/writing', Buffer.from('x')],
      ['/writing/a.html', Buffer.from('a')],
    ]);
    expect(() => writeExport(out, broken)).toThrow();
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('home');
    expect(readdirSync(parent)).toEqual(['site']);
    // A process killed while writing leaves its folder beside the export; the next export removes it.
    mkdirSync(join(parent, 'site.export-deadbeef'));
    writeFileSync(join(parent, 'site.export-deadbeef', 'index.html'), 'half');
    writeExport(out, files({ '/index.html': 'home' }));
    expect(readdirSync(parent)).toEqual(['site']);
  });
});
