import Router from '@koa/router';
import {
  MEDIA_ALT_MAX,
  MEDIA_FIELD,
  MEDIA_ID_PATTERN,
  MEDIA_MAX_BYTES,
  type MediaListResponse,
  type MediaResponse,
  mediaUploadFieldsSchema,
} from '@portfolio/contracts/media';
import type { AppDeps } from '../appDeps';
import { requireAdmin } from '../auth/requireAdmin';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors';
import { multipartFile } from '../http/multipart';
import { allowSlowUpload } from '../http/requestTimeouts';
import { parseInput } from '../http/validate';
import { ingestImage } from '../media/ingestImage';
import type { MediaFileCache } from '../media/mediaCache';
import { listMedia, removeMedia } from '../repositories/mediaRepository';

export const MISSING_IMAGE_MESSAGE = `${MEDIA_FIELD}: an image is required (multipart field "${MEDIA_FIELD}")`;
export const IMAGE_TOO_LARGE_MESSAGE = `${MEDIA_FIELD}: must be at most ${MEDIA_MAX_BYTES / 1024 / 1024} MB`;
const notFound = () => new NotFoundError('Image not found');

/**
 * The owner's images: `POST /api/admin/media` takes one (multipart, after the token check), `GET`
 * lists them with whether the content still shows each, `DELETE /api/admin/media/{id}` removes one
 * nothing shows. The files are served by routes/mediaFiles.ts.
 */
export function mediaRoutes({ db, tokens }: AppDeps, files: MediaFileCache): Router {
  const router = new Router();
  const upload = multipartFile({ field: MEDIA_FIELD, maxBytes: MEDIA_MAX_BYTES, maxFieldBytes: MEDIA_ALT_MAX * 4, tooLargeMessage: IMAGE_TOO_LARGE_MESSAGE });

  router.post('/api/admin/media', requireAdmin(tokens), allowSlowUpload(), upload, async (ctx) => {
    const file = ctx.file as typeof ctx.file | undefined;
    if (!file) throw new ValidationError(MISSING_IMAGE_MESSAGE);
    const { alt } = parseInput(mediaUploadFieldsSchema, { ...(ctx.request.body as object | undefined) });
    const { media } = await ingestImage(db.knex, file.buffer, alt);
    // 201 also when the image was already stored: the same answer for the same file, nothing stored twice.
    const body: MediaResponse = { media };
    ctx.status = 201;
    ctx.body = body;
  });

  router.get('/api/admin/media', requireAdmin(tokens), async (ctx) => {
    const body: MediaListResponse = { media: await listMedia(db.knex) };
    ctx.body = body;
  });

  router.delete('/api/admin/media/:id', requireAdmin(tokens), async (ctx) => {
    const id = ctx.params.id ?? '';
    if (!MEDIA_ID_PATTERN.test(id)) throw notFound();
    const result = await removeMedia(db.knex, id);
    if (!result) throw notFound();
    if (!result.removed) throw new ConflictError(`Image still in use by ${result.referencedBy.join(', ')}`);
    files.forget(id);
    ctx.status = 204;
  });

  return router;
}
