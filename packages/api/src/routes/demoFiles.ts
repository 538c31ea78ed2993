import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Router from '@koa/router';
import send from 'koa-send';
import { NotFoundError } from '../http/errors';
import { UPLOAD_CONTENT_SECURITY_POLICY } from '../http/uploads';

/** URL prefix of the files (images, a resume) the demo content links to. */
export const DEMO_FILES_PATH = '/demo';
const MAX_AGE_MS = 30 * 24 * 3600 * 1000;
const FILE_NAME = /^[a-z0-9-]+\.(svg|pdf)$/;

/** packages/api/demo/files, found from src/routes/ (sources, tests) or dist/ (the bundled server). */
export function demoFilesDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, '..', '..', 'demo', 'files'), join(here, '..', 'demo', 'files')];
  return candidates.find((dir) => existsSync(dir)) ?? candidates[0] ?? here;
}

/**
 * `GET /demo/{name}.svg|.pdf`: the demo content's files, shipped with the repository so the demo
 * works offline, cached for 30 days. Only plain lowercase names are looked up, so no path escapes.
 */
export function demoFileRoutes(): Router {
  const root = demoFilesDir();
  const router = new Router();
  router.get(`${DEMO_FILES_PATH}/:file`, async (ctx) => {
    const { file } = ctx.params;
    if (!file || !FILE_NAME.test(file) || !existsSync(join(root, file))) throw new NotFoundError('File not found');
    await send(ctx, file, { root, maxage: MAX_AGE_MS });
    ctx.set('Cache-Control', `public, max-age=${MAX_AGE_MS / 1000}`);
    // The PDF gets the same policy as uploaded resumes: never run as a page, framed or sniffed.
    if (file.endsWith('.pdf')) ctx.set('Content-Security-Policy', UPLOAD_CONTENT_SECURITY_POLICY);
  });
  return router;
}
