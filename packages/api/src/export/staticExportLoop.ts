import type { AppConfig } from '../config';
import type { Database } from '../db/connection';
import type { Logger } from '../logging/log';
import { checkExportDir } from './exportDir';
import { createExportScheduler, type ExportScheduler } from './exportScheduler';
import { exportDatabase } from './exportSite';

/** How long after the last owner write the folder is exported again: a save and its images make one export. */
export const STATIC_EXPORT_QUIET_MS = 2000;

/**
 * STATIC_EXPORT_DIR: the server keeps that folder an export of the visitor site, exported once the
 * server is up and again after each owner write (`schedule`, from `AppDeps.onContentWrite`), at most
 * one export at a time. The folder is checked at start (a file, a foreign folder: the server does
 * not start); an export that fails is logged and the next write tries again.
 */
export function startStaticExportLoop(dir: string, { db, config, jwtSecret, log }: { db: Database; config: AppConfig; jwtSecret: string; log: Logger }, quietMs = STATIC_EXPORT_QUIET_MS): ExportScheduler {
  checkExportDir(dir);
  return createExportScheduler(
    async () => {
      const report = await exportDatabase({ out: dir, config, log, db, jwtSecret });
      if (report.written.length + report.removed.length === 0) log.info(`Static export in ${dir}: nothing changed.`);
    },
    (error) => log.error(`The static export to ${dir} failed: ${error instanceof Error ? error.message : String(error)}`),
    quietMs,
  );
}
