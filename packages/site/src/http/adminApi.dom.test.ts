import { MEDIA_ALT_FIELD, MEDIA_FIELD } from '@portfolio/contracts/media';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_STORY_TOKEN, MEDIA_REFUSALS_FROM_API, refusingMediaDelete, refusingUploads } from '../mocks/adminMocks';
import { serveAdminApi } from '../testing/admin';
import { server } from '../testing/mswServer';
import { deleteMedia, listMedia, MEDIA_REFUSALS, uploadMedia } from './adminApi';
import { ApiError } from './http';

const photo = () => new File(['not really a jpeg'], 'bench.jpg', { type: 'image/jpeg' });

/** The rejection of `promise`, to check its class, message and status. */
async function refusal(promise: Promise<unknown>): Promise<{ name: string; message: string; status?: number }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return { name: error.name, message: error.message, status: error.status };
    // An Error, or a DOMException (jsdom's is not an Error of this realm).
    const { name, message } = error as Error;
    return { name, message };
  }
  throw new Error('expected a rejection');
}

describe('uploadMedia', () => {
  beforeEach(serveAdminApi);

  it('sends the file and its alt text with the token, reports progress, and answers the stored image', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/media', async ({ request }) => {
        const form = await request.clone().formData();
        const file = form.get(MEDIA_FIELD);
        sent.push([request.headers.get('Authorization'), (file as File | null)?.size, form.get(MEDIA_ALT_FIELD)]);
      }),
    );
    const progress: number[] = [];
    const media = await uploadMedia(photo(), ' The bench ', ADMIN_STORY_TOKEN, (fraction) => progress.push(fraction));
    expect(sent).toEqual([[`Bearer ${ADMIN_STORY_TOKEN}`, 17, 'The bench']]);
    expect(media).toMatchObject({ url: '/media/upload0000000000000001_1600x1200_1600.jpg', alt: 'The bench', width: 1600 });
    expect(progress.at(-1)).toBe(1);
  });

  it('leaves the alt text out when none was given', async () => {
    const alts: unknown[] = [];
    server.use(
      http.post('/api/admin/media', async ({ request }) => {
        alts.push((await request.clone().formData()).has(MEDIA_ALT_FIELD));
      }),
    );
    await uploadMedia(photo(), '  ', ADMIN_STORY_TOKEN);
    expect(alts).toEqual([false]);
  });

  it.each([401, 413, 415, 422] as const)("refuses with the API's reason for %i", async (status) => {
    server.use(refusingUploads(status));
    expect(await refusal(uploadMedia(photo(), '', ADMIN_STORY_TOKEN))).toEqual({ name: 'ApiError', message: MEDIA_REFUSALS_FROM_API[status], status });
  });

  it('says what a bare refusal means when the answer gives no reason (a proxy in front)', async () => {
    for (const status of [413, 415, 422]) {
      server.use(http.post('/api/admin/media', () => new HttpResponse('<html>Request Entity Too Large</html>', { status, headers: { 'Content-Type': 'text/html' } })));
      expect(await refusal(uploadMedia(photo(), '', ADMIN_STORY_TOKEN))).toMatchObject({ message: MEDIA_REFUSALS[status], status });
    }
    expect(MEDIA_REFUSALS[413]).toBe('File too large (at most 15 MB)');
    server.use(http.post('/api/admin/media', () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' })));
    expect(await refusal(uploadMedia(photo(), '', ADMIN_STORY_TOKEN))).toMatchObject({ message: '502 Bad Gateway', status: 502 });
  });

  it('refuses an answer of the wrong shape, and a lost connection', async () => {
    server.use(http.post('/api/admin/media', () => HttpResponse.json({ url: '/media/x.jpg' }, { status: 201 })));
    expect(await refusal(uploadMedia(photo(), '', ADMIN_STORY_TOKEN))).toMatchObject({ message: 'Unexpected answer from /api/admin/media', status: 201 });
    server.use(http.post('/api/admin/media', () => HttpResponse.error()));
    expect(await refusal(uploadMedia(photo(), '', ADMIN_STORY_TOKEN))).toEqual({ name: 'Error', message: 'Network error' });
  });

  it('stops when its signal aborts', async () => {
    server.use(
      http.post('/api/admin/media', async () => {
        await delay('infinite');
        return new HttpResponse(null, { status: 504 });
      }),
    );
    const controller = new AbortController();
    const upload = uploadMedia(photo(), '', ADMIN_STORY_TOKEN, undefined, controller.signal);
    controller.abort();
    expect(await refusal(upload)).toMatchObject({ name: 'AbortError' });
    expect(await refusal(uploadMedia(photo(), '', ADMIN_STORY_TOKEN, undefined, controller.signal))).toMatchObject({ name: 'AbortError' });
  });
});

describe('listMedia and deleteMedia', () => {
  beforeEach(serveAdminApi);

  it('lists every image, saying which are used', async () => {
    const media = await listMedia(ADMIN_STORY_TOKEN);
    expect(media.map((item) => [item.alt, item.referenced])).toEqual([
      ['The home terminal, mid-command', true],
      ['Wiring diagram of the scope', false],
      ['', false],
    ]);
    expect(await refusal(listMedia('expired'))).toMatchObject({ message: 'Invalid or expired token', status: 401 });
  });

  it('deletes an unused image; refuses one in use (409) and an unknown one (404) with the reason', async () => {
    const [used, unused] = await listMedia(ADMIN_STORY_TOKEN);
    await deleteMedia(ADMIN_STORY_TOKEN, unused?.id ?? '');
    expect((await listMedia(ADMIN_STORY_TOKEN)).map((item) => item.id)).not.toContain(unused?.id);
    expect(await refusal(deleteMedia(ADMIN_STORY_TOKEN, used?.id ?? ''))).toEqual({
      name: 'ApiError',
      message: 'Image still in use by project terminal-portfolio',
      status: 409,
    });
    expect(await refusal(deleteMedia(ADMIN_STORY_TOKEN, 'nothing-here'))).toMatchObject({ message: 'Image not found', status: 404 });
    server.use(refusingMediaDelete('Image still in use by post a-short-note'));
    expect(await refusal(deleteMedia(ADMIN_STORY_TOKEN, unused?.id ?? ''))).toMatchObject({ message: 'Image still in use by post a-short-note', status: 409 });
  });
});
