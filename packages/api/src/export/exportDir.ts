import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';

/** The file that marks a folder as an export (and lists its files): a folder holding it may be replaced by the next export. */
export const EXPORT_MARKER = '.portfolio-export.json';

/** A refusal the owner can act on; nothing was written. */
export class ExportError extends Error {}

/** What an export wrote, relative to the folder: every file, and which of them changed. */
export interface WriteReport {
  readonly files: number;
  readonly bytes: number;
  /** Files whose bytes are new (written), by their path in the export (`/about.html`). */
  readonly written: readonly string[];
  /** Files of the previous export the new one no longer has. */
  readonly removed: readonly string[];
}

/**
 * Checks `out` before anything is read or written: it must be a folder (or not exist yet, under a
 * folder that does) that this user can write, and either empty or an earlier export.
 */
export function checkExportDir(out: string): void {
  let isDirectory: boolean;
  try {
    isDirectory = statSync(out).isDirectory();
  } catch {
    const parent = dirname(out);
    if (!existsSync(parent) || !statSync(parent).isDirectory()) throw new ExportError(`Cannot export to ${out}: its folder ${parent} does not exist.`);
    assertWritable(parent, out);
    return;
  }
  if (!isDirectory) throw new ExportError(`Cannot export to ${out}: it is a file, not a folder.`);
  assertWritable(out, out);
  // The export is written beside the folder, then swapped in: its parent must be writable too.
  assertWritable(dirname(out), out);
  const entries = readdirSync(out);
  if (entries.length > 0 && !entries.includes(EXPORT_MARKER)) {
    throw new ExportError(`Cannot export to ${out}: the folder is not empty and holds no earlier export (${EXPORT_MARKER}). Name an empty folder, or one an earlier export wrote.`);
  }
}

function assertWritable(folder: string, out: string): void {
  try {
    accessSync(folder, constants.W_OK);
  } catch {
    throw new ExportError(`Cannot export to ${out}: ${folder} is not writable.`);
  }
}

/** Every file under `dir`, as export paths (`/assets/app.js`), the marker aside. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as { name: string; parentPath: string; isFile(): boolean }[])
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .filter((path) => path !== `/${EXPORT_MARKER}`);
}

function sameBytes(file: string, bytes: Buffer): boolean {
  try {
    return statSync(file).size === bytes.length && readFileSync(file).equals(bytes);
  } catch {
    return false;
  }
}

/**
 * Writes `files` as the export in `out`, whole or not at all, and writes only what changed:
 * - the new export is made in a folder beside `out`; a file whose bytes equal the previous export's
 *   is linked from it (a hard link: not rewritten, its time kept), the others written;
 * - then the new folder takes `out`'s place (two renames), so an export interrupted before that
 *   leaves the previous one as it was; a leftover folder beside it is removed by the next export;
 * - when nothing changed (no file written or removed), `out` is left untouched.
 * Same input, same files: the order of `files` does not matter.
 */
export function writeExport(out: string, files: ReadonlyMap<string, Buffer>): WriteReport {
  const previous = new Set(filesUnder(out));
  const paths = [...files.keys()].sort();
  const changed = paths.filter((path) => !previous.has(path) || !sameBytes(join(out, path), files.get(path) as Buffer));
  const removed = [...previous].filter((path) => !files.has(path)).sort();
  const bytes = paths.reduce((sum, path) => sum + (files.get(path) as Buffer).length, 0);
  const report: WriteReport = { files: paths.length, bytes, written: changed, removed };
  removeLeftovers(out);
  if (changed.length === 0 && removed.length === 0 && existsSync(join(out, EXPORT_MARKER))) return report;

  const next = `${out}.export-${randomBytes(4).toString('hex')}`;
  const changedSet = new Set(changed);
  try {
    for (const path of paths) {
      const target = join(next, path);
      mkdirSync(dirname(target), { recursive: true });
      if (changedSet.has(path)) writeFileSync(target, files.get(path) as Buffer);
      else linkOrCopy(join(out, path), target, files.get(path) as Buffer);
    }
    writeFileSync(join(next, EXPORT_MARKER), `${JSON.stringify({ files: paths }, null, 1)}\n`);
  } catch (error) {
    rmSync(next, { recursive: true, force: true });
    throw error;
  }
  const old = `${out}.old-${randomBytes(4).toString('hex')}`;
  if (existsSync(out)) renameSync(out, old);
  renameSync(next, out);
  rmSync(old, { recursive: true, force: true });
  return report;
}

/** A hard link to the previous export's identical file; a copy where links are not allowed. */
function linkOrCopy(from: string, to: string, bytes: Buffer): void {
  try {
    linkSync(from, to);
  } catch {
    writeFileSync(to, bytes);
  }
}

/** Folders an interrupted export left beside `out` (`out.export-…`, `out.old-…`). */
function removeLeftovers(out: string): void {
  const parent = dirname(out);
  const name = basename(out);
  if (!existsSync(parent)) return;
  for (const entry of readdirSync(parent)) {
    if (/^\.(export|old)-[0-9a-f]{8}$/.test(entry.slice(name.length)) && entry.startsWith(name)) rmSync(join(parent, entry), { recursive: true, force: true });
  }
}
