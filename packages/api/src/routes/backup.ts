import Router from '@koa/router';
import { BACKUP_CONTENT_TYPE, BACKUP_PATH, backupFileName } from '@portfolio/contracts/backup';
import type { AppDeps } from '../appDeps';
import { requireAdmin } from '../auth/requireAdmin';
import { failureReason } from '../backup/errors';
import { openReadView } from '../backup/readView';
import { archiveStream } from '../backup/writeArchive';

/**
 * `GET /api/admin/backup` (bearer): the archive `npm run backup` writes (backup/format.ts), as a
 * download, streamed as it is made. Once it has started a failure can only cut it off (a restore
 * then refuses it: the header's row counts do not match); it is logged.
 */
export function backupRoutes({ db, config, tokens, log = console }: AppDeps): Router {
  const router = new Router();

  router.get(BACKUP_PATH, requireAdmin(tokens), async (ctx) => {
    const now = new Date();
    // Opened before answering, so a database that is away is a 503 rather than a cut download.
    const archive = archiveStream(await openReadView(db, config.database), () => now);
    archive.once('error', (error) => log.error(`Backup download failed: ${failureReason(error)}`));
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="${backupFileName(now)}"`);
    ctx.type = BACKUP_CONTENT_TYPE;
    ctx.body = archive;
  });

  return router;
}
