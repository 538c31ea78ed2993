import type { Dirent } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { RESUME_MAX_BYTES } from '@portfolio/contracts/upload';
import type { Knex } from 'knex';
import type { Logger } from './logging/log';
import { isPdf, STORED_UPLOAD_NAME } from './http/uploads';
import { isUniqueViolation } from './db/slugs';
import { insertStoredFile, storedFileNames } from './repositories/storedFilesRepository';

export interface UploadDirImport {
  /** Names stored by this call. */
  readonly imported: readonly string[];
  /** Names found but refused (each logged with its reason). */
  readonly skipped: readonly string[];
}

/** What a failure is, without the message: a database's holds the SQL and its values (the bytes). */
const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown error';
};

/**
 * Brings the resume PDFs an earlier version kept in UPLOAD_DIR into the database, under the same
 * names, so their `/uploads/<name>.pdf` URLs keep working. Run on every start, it stores only what
 * the table lacks: a restart (or a second server starting at the same moment) imports nothing
 * twice, and a name already stored keeps the stored bytes. A file that is not a PDF, too large,
 * unreadable or named as no upload ever was is logged and skipped; the folder is never written.
 */
export async function importUploadDir(knex: Knex, uploadDir: string, log: Logger): Promise<UploadDirImport> {
  const imported: string[] = [];
  const skipped: string[] = [];
  const skip = (name: string, reason: string) => {
    skipped.push(name);
    log.warn(`Uploads: skipped ${join(uploadDir, name)} (${reason}); it is not served.`);
  };

  let entries: Dirent[];
  try {
    entries = await readdir(uploadDir, { withFileTypes: true });
  } catch (error) {
    if (codeOf(error) !== 'ENOENT') log.warn(`Uploads: could not read UPLOAD_DIR ${uploadDir} (${codeOf(error)}); its files were not imported.`);
    return { imported, skipped };
  }
  const pdfs = entries.filter((entry) => entry.name.toLowerCase().endsWith('.pdf')).sort((a, b) => a.name.localeCompare(b.name));
  const stored = await storedFileNames(
    knex,
    pdfs.map((entry) => entry.name).filter((name) => STORED_UPLOAD_NAME.test(name)),
  );

  for (const entry of pdfs) {
    const { name } = entry;
    if (!STORED_UPLOAD_NAME.test(name)) {
      skip(name, 'not a name the server gives, 32 hex digits and .pdf, so no /uploads/ URL reached it');
      continue;
    }
    if (stored.has(name)) continue;
    if (!entry.isFile()) {
      skip(name, 'not a regular file');
      continue;
    }
    const path = join(uploadDir, name);
    try {
      const info = await stat(path);
      if (info.size > RESUME_MAX_BYTES) {
        skip(name, `larger than ${RESUME_MAX_BYTES / 1024 / 1024} MB`);
        continue;
      }
      const bytes = await readFile(path);
      if (!isPdf(bytes)) {
        skip(name, 'not a PDF: it does not start with %PDF-');
        continue;
      }
      // Its modification time stays its Last-Modified.
      await knex.transaction((trx) => insertStoredFile(trx, { name, contentType: 'application/pdf', bytes, createdAt: info.mtime }));
      imported.push(name);
    } catch (error) {
      // Another server starting on the same database stored it meanwhile.
      if (isUniqueViolation(error)) continue;
      skip(name, codeOf(error));
    }
  }

  if (imported.length > 0) {
    log.info(
      `Uploads: imported ${imported.length} file(s) from ${uploadDir} into the database; /uploads/ is served from there, so the folder can be removed once every server has started.`,
    );
  }
  return { imported, skipped };
}
