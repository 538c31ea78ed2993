import { describe, expect, it } from 'vitest';
import { defaultMediaWidth, MEDIA_ID_PATTERN, mediaAcceptedText, mediaFileUrl, mediaSources, mediaUploadFieldsSchema, mediaWidths, parseMediaUrl } from './media';

const HASH = 'abcdefghijklmnopqrstuv';

describe('media names', () => {
  it('stores each step below the width and the width itself, never upscaled, capped at 2400', () => {
    expect(mediaWidths(2400)).toEqual([480, 960, 1600, 2400]);
    expect(mediaWidths(1000)).toEqual([480, 960, 1000]);
    expect(mediaWidths(480)).toEqual([480]);
    expect(mediaWidths(300)).toEqual([300]);
    expect(mediaWidths(9000)).toEqual([480, 960, 1600, 2400]);
  });

  it('the default width is the largest stored one up to 1600', () => {
    expect(defaultMediaWidth(2400)).toBe(1600);
    expect(defaultMediaWidth(2000)).toBe(1600);
    expect(defaultMediaWidth(1200)).toBe(1200);
    expect(defaultMediaWidth(200)).toBe(200);
  });

  it('a name round-trips; other shapes, widths never stored and traversal are not media', () => {
    const file = { hash: HASH, width: 2400, height: 1600, fileWidth: 960, format: 'webp' as const };
    expect(mediaFileUrl(file)).toBe(`/media/${HASH}_2400x1600_960.webp`);
    expect(parseMediaUrl(mediaFileUrl(file))).toEqual(file);
    expect(parseMediaUrl(`/media/${HASH}_2400x1600_961.webp`)).toBeNull();
    expect(parseMediaUrl(`/media/${HASH}_2400x1600_960.gif`)).toBeNull();
    expect(parseMediaUrl(`/media/../${HASH}_2400x1600_960.jpg`)).toBeNull();
    expect(parseMediaUrl(`/media/${HASH}_2400x1600_960.jpg/..`)).toBeNull();
    expect(parseMediaUrl('/uploads/resume.pdf')).toBeNull();
  });

  it('a stored URL gives every size in AVIF, WebP and its family, with the full size', () => {
    const sources = mediaSources(`/media/${HASH}_1000x750_960.jpg`);
    expect(sources).toEqual({
      width: 1000,
      height: 750,
      avif: `/media/${HASH}_1000x750_480.avif 480w, /media/${HASH}_1000x750_960.avif 960w, /media/${HASH}_1000x750_1000.avif 1000w`,
      webp: `/media/${HASH}_1000x750_480.webp 480w, /media/${HASH}_1000x750_960.webp 960w, /media/${HASH}_1000x750_1000.webp 1000w`,
      fallback: `/media/${HASH}_1000x750_480.jpg 480w, /media/${HASH}_1000x750_960.jpg 960w, /media/${HASH}_1000x750_1000.jpg 1000w`,
      fallbackType: 'image/jpeg',
      src: `/media/${HASH}_1000x750_1000.jpg`,
      largest: `/media/${HASH}_1000x750_1000.jpg`,
    });
    expect(mediaSources('https://example.com/a.jpg')).toBeNull();
  });
});

describe('media uploads', () => {
  it('names what is accepted', () => {
    expect(mediaAcceptedText()).toBe('JPEG, PNG, WebP, AVIF and GIF');
  });

  it('takes an optional, trimmed alt text of at most 300 characters on one line, and nothing else', () => {
    expect(mediaUploadFieldsSchema.parse({})).toEqual({ alt: '' });
    expect(mediaUploadFieldsSchema.parse({ alt: '  a red bike ' })).toEqual({ alt: 'a red bike' });
    expect(mediaUploadFieldsSchema.safeParse({ alt: 'x'.repeat(301) }).success).toBe(false);
    expect(mediaUploadFieldsSchema.safeParse({ alt: 'two\nlines' }).success).toBe(false);
    expect(mediaUploadFieldsSchema.safeParse({ alt: 'ok', caption: 'no' }).success).toBe(false);
  });

  it('an id is a hash', () => {
    expect(MEDIA_ID_PATTERN.test(HASH)).toBe(true);
    expect(MEDIA_ID_PATTERN.test('../../etc/passwd')).toBe(false);
    expect(MEDIA_ID_PATTERN.test(`${HASH}a`)).toBe(false);
  });
});
