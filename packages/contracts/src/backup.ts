/**
 * The owner's backup: one archive of the whole site, written by `npm run backup` and
 * served to the owner by `GET /api/admin/backup` (bearer token), loaded by `npm run restore`.
 * The archive is gzip'd NDJSON; its first line names the format and its version (the api's
 * `src/backup/format.ts` describes every line).
 */

/** Where the admin downloads the archive (bearer token; `Cache-Control: no-store`). */
export const BACKUP_PATH = '/api/admin/backup';

/** The `format` of an archive's header line. */
export const BACKUP_FORMAT = 'portfolio-backup';

/** The archive's media type and file extension. */
export const BACKUP_CONTENT_TYPE = 'application/gzip';
export const BACKUP_EXTENSION = 'ndjson.gz';

/** `portfolio-backup-2026-01-08.ndjson.gz`: the day (UTC) the archive was made. */
export function backupFileName(date: Date): string {
  return `${BACKUP_FORMAT}-${date.toISOString().slice(0, 10)}.${BACKUP_EXTENSION}`;
}
