import {
  MEDIA_MAX_BYTES,
  type Media,
  mediaListResponseSchema,
  mediaResponseSchema,
  mediaWidths,
  parseMediaUrl,
  scaledHeight,
} from '@portfolio/contracts/media';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isCachedSitePath } from '../app';
import { tooManyPixelsMessage, UNREADABLE_IMAGE_MESSAGE, UNSUPPORTED_IMAGE_MESSAGE } from '../media/processImage';
import {
  animatedGif,
  avif,
  exifHasGps,
  gif,
  HTML_PAGE,
  jpeg,
  jpegWithGps,
  noisyPngWithAlpha,
  opaquePng,
  PDF_FILE,
  pngBomb,
  pngWithAlpha,
  SVG_WITH_SCRIPT,
  webp,
  webpWithAlpha,
} from '../testing/images';
import { rawGet, rawRequest } from '../testing/rawHttp';
import { testDatabaseKinds } from '../testing/testDatabases';
import { tokenAttacks } from '../testing/tokenAttacks';
import { useTestServer } from '../testing/useTestServer';
import { IMAGE_TOO_LARGE_MESSAGE, MISSING_IMAGE_MESSAGE } from './media';
import { MEDIA_CACHE_CONTROL } from './mediaFiles';

/** A response's headers as name/value pairs (`forEach`: what both Node's and the DOM's types have; lowlight's types bring in the DOM's). */
function headerPairs(headers: Headers): [string, string][] {
  const pairs: [string, string][] = [];
  headers.forEach((value, name) => pairs.push([name, value]));
  return pairs;
}

function form(bytes: Buffer, { field = 'file', name = 'photo.jpg', type = 'image/jpeg', alt }: { field?: string; name?: string; type?: string; alt?: string } = {}): FormData {
  const body = new FormData();
  if (alt !== undefined) body.append('alt', alt);
  body.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return body;
}

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' } as const;

describe.each(testDatabaseKinds())('media on $name', (kind) => {
  const { server, token, api } = useTestServer(kind);

  const upload = (body: FormData | string, headers: Record<string, string> = { Authorization: `Bearer ${token()}` }) =>
    fetch(`${server().baseUrl}/api/admin/media`, { method: 'POST', headers, body });
  const uploaded = async (bytes: Buffer, options?: Parameters<typeof form>[1]): Promise<Media> => {
    const response = await upload(form(bytes, options));
    const text = await response.text();
    expect(response.status, text).toBe(201);
    return mediaResponseSchema.parse(JSON.parse(text)).media;
  };
  const served = async (url: string) => {
    const response = await fetch(`${server().baseUrl}${url}`);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const counts = async () => {
    const { knex } = server().db;
    const count = async (table: string) => Number(((await knex(table).count({ n: '*' }).first()) as { n: number | string }).n);
    return { media: await count('media'), files: await count('media_files') };
  };
  const remove = (id: string, authorization = `Bearer ${token()}`) =>
    fetch(`${server().baseUrl}/api/admin/media/${id}`, { method: 'DELETE', headers: { Authorization: authorization } });
  const list = async () => {
    const response = await fetch(`${server().baseUrl}/api/admin/media`, { headers: { Authorization: `Bearer ${token()}` } });
    expect(response.status).toBe(200);
    return mediaListResponseSchema.parse(await response.json()).media;
  };

  /** Every file the answer lists is served with its type and headers, and decodes to its width and the scaled height. */
  async function expectServedVariants(media: Media, family: 'jpeg' | 'png') {
    const widths = mediaWidths(media.width);
    const formats = ['avif', 'webp', family] as const;
    expect(media.variants.map((variant) => [variant.width, variant.type])).toEqual(widths.flatMap((width) => formats.map((format) => [width, CONTENT_TYPES[format]])));
    expect(media.type).toBe(CONTENT_TYPES[family]);
    for (const variant of media.variants) {
      const { response, bytes } = await served(variant.url);
      expect(response.status, variant.url).toBe(200);
      expect(response.headers.get('content-type')).toBe(variant.type);
      expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const metadata = await sharp(bytes).metadata();
      expect({ url: variant.url, width: metadata.width, height: metadata.height }).toEqual({
        url: variant.url,
        width: variant.width,
        height: scaledHeight(media.width, media.height, variant.width),
      });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
    }
  }

  it.each(tokenAttacks('test-secret-that-is-at-least-32-characters-long'))('refuses an upload, the list and a delete without a valid token: $name', async ({ authorization }) => {
    const before = await counts();
    const headers: Record<string, string> = authorization === undefined ? {} : { Authorization: authorization };
    const response = await upload(form(await jpeg(40, 30)), headers);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toMatch(/token/);
    expect((await fetch(`${server().baseUrl}/api/admin/media`, { headers })).status).toBe(401);
    expect((await fetch(`${server().baseUrl}/api/admin/media/abcdefghijklmnopqrstuv`, { method: 'DELETE', headers })).status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('turns a JPEG upright, strips its EXIF (GPS included) and XMP, and makes every width in AVIF, WebP and JPEG', async () => {
    const original = await jpegWithGps(1200, 900);
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(exifHasGps(before.exif ?? Buffer.alloc(0))).toBe(true);
    expect(before.xmp).toBeDefined();

    const media = await uploaded(original, { alt: '  A circuit board on a desk  ' });
    expect(media).toMatchObject({ width: 900, height: 1200, type: 'image/jpeg', alt: 'A circuit board on a desk' });
    expect(media.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(media.url).toBe(`/media/${media.id}_900x1200_900.jpg`);
    await expectServedVariants(media, 'jpeg');

    const { bytes } = await served(media.url);
    expect(bytes.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    for (const secret of ['SecretCam', 'Spy 3000', 'Secret Person', 'xmpmeta']) expect(bytes.includes(Buffer.from(secret))).toBe(false);
    // Only the colour profile is kept: sRGB (its description, in UTF-16).
    const metadata = await sharp(bytes).metadata();
    expect(metadata.icc?.includes(Buffer.from('sRGB', 'utf16le').swap16())).toBe(true);
    expect(metadata.orientation).toBeUndefined();
  });

  it('caps the longest side at 2400 px and makes 480, 960, 1600 and 2400; the default is 1600', async () => {
    const media = await uploaded(await jpeg(3000, 2000));
    expect(media).toMatchObject({ width: 2400, height: 1600, url: `/media/${media.id}_2400x1600_1600.jpg` });
    expect([...new Set(media.variants.map((variant) => variant.width))]).toEqual([480, 960, 1600, 2400]);
    await expectServedVariants(media, 'jpeg');
  });

  it('keeps a PNG with transparency (and a WebP with transparency) as PNG, with its alpha', async () => {
    for (const bytes of [await pngWithAlpha(600, 400), await webpWithAlpha(600, 400)]) {
      const media = await uploaded(bytes, { name: 'logo.png', type: 'image/png' });
      expect(media).toMatchObject({ width: 600, height: 400, type: 'image/png' });
      expect(media.url).toMatch(/_600x400_600\.png$/);
      await expectServedVariants(media, 'png');
      const { bytes: png } = await served(media.url);
      const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      expect(data[3]).toBe(0); // the transparent quarter stays transparent
    }
  });

  it('stores an opaque PNG and a GIF as PNG, an opaque WebP and an AVIF as JPEG; never upscales', async () => {
    const cases: Array<[Buffer, 'jpeg' | 'png', number, number]> = [
      [await opaquePng(300, 200), 'png', 300, 200],
      [await gif(300, 200), 'png', 300, 200],
      [await webp(1000, 500), 'jpeg', 1000, 500],
      [await avif(500, 500), 'jpeg', 500, 500],
    ];
    for (const [bytes, family, width, height] of cases) {
      const media = await uploaded(bytes, { name: 'picture', type: 'application/octet-stream' });
      expect({ family, width: media.width, height: media.height }).toEqual({ family, width, height });
      expect(media.variants.every((variant) => variant.width <= width)).toBe(true);
      await expectServedVariants(media, family);
    }
  });

  it('takes the first frame of an animated GIF', async () => {
    const media = await uploaded(await animatedGif(40, 30), { name: 'anim.gif', type: 'image/gif' });
    expect(media).toMatchObject({ width: 40, height: 30, type: 'image/png' });
    const { bytes } = await served(media.url);
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect(info.height).toBe(30);
    expect([data[0], data[1], data[2]]).toEqual([255, 0, 0]);
  });

  it('answers the same image for the same file, storing nothing twice', async () => {
    const bytes = await jpeg(700, 500);
    const first = await uploaded(bytes, { alt: 'first' });
    const before = await counts();
    const second = await uploaded(bytes);
    expect(second).toEqual(first);
    expect(await counts()).toEqual(before);
    // A new alt text replaces the stored one; still nothing else is written.
    const third = await uploaded(bytes, { alt: 'better words' });
    expect(third).toEqual({ ...first, alt: 'better words' });
    expect(await counts()).toEqual(before);
  });

  it('stores a file of several megabytes in parts and serves it whole', async () => {
    const media = await uploaded(await noisyPngWithAlpha(800, 800), { name: 'noise.png', type: 'image/png' });
    const largest = media.variants.find((variant) => variant.width === 800 && variant.type === 'image/png');
    expect(largest).toBeDefined();
    const rows = (await server().db.knex('media_files').where({ hash: media.id, width: 800, format: 'png' }).select('part', 'size')) as { part: number; size: number }[];
    expect(rows.length).toBeGreaterThan(1);
    const { response, bytes } = await served(largest?.url ?? '');
    expect(response.status).toBe(200);
    expect(bytes.length).toBe(Number(rows[0]?.size));
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 800, height: 800, hasAlpha: true });
  });

  it.each([
    ['an SVG (a script carrier)', SVG_WITH_SCRIPT, 'drawing.svg', 'image/svg+xml'],
    ['an HTML page named .jpg', HTML_PAGE, 'photo.jpg', 'image/jpeg'],
    ['a PDF renamed .jpg', PDF_FILE, 'photo.jpg', 'image/jpeg'],
    ['an empty file', Buffer.alloc(0), 'photo.jpg', 'image/jpeg'],
    ['a HEIC photo', Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic\0\0\0\0', 'latin1'), 'photo.heic', 'image/heic'],
  ])('refuses %s with 415 naming what is accepted, storing nothing', async (_name, bytes, name, type) => {
    const before = await counts();
    const response = await upload(form(bytes, { name, type }));
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: UNSUPPORTED_IMAGE_MESSAGE });
    expect(UNSUPPORTED_IMAGE_MESSAGE).toBe('file: only JPEG, PNG, WebP, AVIF and GIF images are accepted');
    expect(await counts()).toEqual(before);
  });

  it('refuses a decompression bomb from its header with 422, before decoding it', async () => {
    const bomb = pngBomb(20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const began = performance.now();
    const response = await upload(form(bomb, { name: 'bomb.png', type: 'image/png' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: tooManyPixelsMessage(20_000, 20_000) });
    expect(tooManyPixelsMessage(20_000, 20_000)).toBe('file: the image is 20000×20000 pixels; at most 40 megapixels are accepted');
    // Decoding 400 megapixels would take seconds and 1.2 GB; the header takes milliseconds.
    expect(performance.now() - began).toBeLessThan(3000);
  });

  it('refuses a truncated or corrupt image with 422', async () => {
    const whole = await jpeg(800, 600);
    const png = await opaquePng(100, 100);
    const corruptPng = Buffer.from(png);
    corruptPng.fill(0x55, 60, 200); // inside the image data: a bad checksum
    const before = await counts();
    for (const bytes of [whole.subarray(0, Math.floor(whole.length * 0.6)), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), corruptPng]) {
      const response = await upload(form(bytes));
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: UNREADABLE_IMAGE_MESSAGE });
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a file over 15 MB with 413 while it streams in', async () => {
    const big = Buffer.alloc(16 * 1024 * 1024, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await upload(form(big));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: IMAGE_TOO_LARGE_MESSAGE });
    expect(IMAGE_TOO_LARGE_MESSAGE).toBe('file: must be at most 15 MB');

    // Chunked (no Content-Length): counted while parsing.
    const boundary = 'x-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const chunks = [head, ...Array.from({ length: 16 }, () => Buffer.alloc(1024 * 1024, 1)), Buffer.from(`\r\n--${boundary}--\r\n`)];
    const chunked = await rawRequest(server().baseUrl, '/api/admin/media', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token()}`, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Transfer-Encoding': 'chunked' },
      chunks,
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual({ error: IMAGE_TOO_LARGE_MESSAGE });
  });

  it('accepts a file of exactly 15 MB', async () => {
    // A JPEG padded after its end-of-image marker, where decoders stop reading.
    const bytes = await jpeg(64, 48);
    const padded = Buffer.concat([bytes, Buffer.alloc(MEDIA_MAX_BYTES - bytes.length, 0)]);
    expect(padded.length).toBe(MEDIA_MAX_BYTES);
    const media = await uploaded(padded);
    expect(media).toMatchObject({ width: 64, height: 48 });
  });

  it('answers 400 for a missing file, a second file, an unknown field or an alt text that is too long', async () => {
    const noFile = new FormData();
    noFile.append('alt', 'hello');
    const twoFiles = form(await jpeg(20, 20));
    twoFiles.append('file', new Blob([await jpeg(20, 20)]), 'b.jpg');
    const unknown = form(await jpeg(20, 20));
    unknown.append('caption', 'hi');
    const cases: Array<[FormData, string]> = [
      [noFile, MISSING_IMAGE_MESSAGE],
      [twoFiles, 'Send one file, in the field "file"'],
      [form(await jpeg(20, 20), { field: 'image' }), 'Send one file, in the field "file"'],
      [unknown, 'Unrecognized key: "caption"'],
      [form(await jpeg(20, 20), { alt: 'x'.repeat(301) }), 'alt: must be at most 300 characters'],
      [form(await jpeg(20, 20), { alt: 'tab\there' }), 'alt: must not contain control characters'],
    ];
    for (const [body, error] of cases) {
      const response = await upload(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
  });

  it('answers 404 for traversal and unknown names under /media/, and 304 to a matching ETag', async () => {
    const media = await uploaded(await jpeg(500, 400));
    const name = media.url.slice('/media/'.length);
    const file = parseMediaUrl(media.url);
    expect(file).not.toBeNull();
    const attempts = [
      '/media/../test.sqlite',
      '/media/..%2f..%2fetc%2fpasswd',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      `/media/${name}/..`,
      `/media/./${name}`,
      `/media/${name}%00.txt`,
      `/media/${name.toUpperCase()}`,
      `/media/${name.replace('.jpg', '.gif')}`,
      `/media/${media.id}_500x400_481.jpg`,
      `/media/${media.id}_501x400_480.jpg`,
      `/media/${media.id.slice(0, -1)}A_500x400_480.jpg`,
      `/media/${media.id}_500x400_480.png`,
      '/media/abcdefghijklmnopqrstuv_500x400_480.jpg',
      '/media/',
      '/media',
    ];
    for (const path of attempts) {
      const response = await rawGet(server().baseUrl, path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(JSON.parse(response.body)).toEqual({ error: 'File not found' });
    }
    const post = await rawRequest(server().baseUrl, media.url, { method: 'POST' });
    expect(post.status).toBe(404);

    // The first answer comes through Koa, the next from memory before it: the same headers, the same bytes.
    const first = await fetch(`${server().baseUrl}${media.url}`);
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const second = await fetch(`${server().baseUrl}${media.url}?cache-buster=1`);
    const headersOf = (response: Response) => headerPairs(response.headers).filter(([name]) => name !== 'date' && name !== 'keep-alive' && name !== 'connection');
    expect(headersOf(second).sort()).toEqual(headersOf(first).sort());
    expect(Buffer.from(await second.arrayBuffer())).toEqual(firstBytes);
    expect(first.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    const tag = first.headers.get('etag') ?? '';
    expect(tag).not.toBe('');
    const again = await fetch(`${server().baseUrl}${media.url}`, { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    const head = await fetch(`${server().baseUrl}${media.url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/jpeg');
    // The read cache leaves /media to the media cache.
    expect(isCachedSitePath(media.url)).toBe(false);
  });

  it('lists images with whether the content shows them, and deletes only those it does not', async () => {
    const inProject = await uploaded(await jpeg(640, 480), { alt: 'in a project' });
    const asCover = await uploaded(await opaquePng(320, 480));
    const inPost = await uploaded(await jpeg(641, 480));
    const inConfig = await uploaded(await jpeg(642, 480));
    const unused = await uploaded(await jpeg(643, 480));

    const project = await api.post('/api/admin/projects', { action: 'add', title: 'Shown', description: 'x', date: '2026-01-02', images: [inProject.url] });
    expect(project.status).toBe(201);
    expect((await api.post('/api/art', { category: 'books', currentCover: asCover.variants[0]?.url })).status).toBe(200);
    expect((await api.post('/api/admin/writing', { action: 'add', title: 'Pictures', date: '2026-01-03', content: `Look: ![a photo](https://riley.example${inPost.url})` })).status).toBe(201);
    const config = (await api.get('/api/config')).body as Record<string, unknown>;
    expect((await api.post('/api/admin/config', { ...config, resumeText: `My face: ${inConfig.url}` })).status).toBe(200);

    const listed = await list();
    const byId = new Map(listed.map((item) => [item.id, item]));
    expect(byId.get(inProject.id)).toMatchObject({ referenced: true, alt: 'in a project', url: inProject.url, variants: inProject.variants });
    for (const media of [asCover, inPost, inConfig]) expect(byId.get(media.id)?.referenced).toBe(true);
    expect(byId.get(unused.id)?.referenced).toBe(false);
    for (const item of listed) {
      expect(item.bytes).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(item.createdAt))).toBe(false);
    }

    const projectId = (project.body as { project: { id: string } }).project.id;
    const refused = await remove(inProject.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: `Image still in use by project ${projectId}` });
    for (const media of [asCover, inPost, inConfig]) expect((await remove(media.id)).status).toBe(409);
    expect((await served(inProject.url)).response.status).toBe(200);

    for (let i = 0; i < 2; i += 1) expect((await served(unused.url)).response.status).toBe(200); // kept in memory now
    expect((await remove(unused.id)).status).toBe(204);
    expect((await served(unused.url)).response.status).toBe(404);
    expect((await list()).some((item) => item.id === unused.id)).toBe(false);
    expect((await remove(unused.id)).status).toBe(404);
    expect((await remove('not-a-hash')).status).toBe(404);

    // Once the project no longer shows it, it may go.
    expect((await api.post('/api/admin/projects', { action: 'edit', id: projectId, update: { images: [] } })).status).toBe(200);
    expect((await remove(inProject.id)).status).toBe(204);
    expect((await served(inProject.url)).response.status).toBe(404);
  });
});
