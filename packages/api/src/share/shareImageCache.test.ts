import { describe, expect, it, vi } from 'vitest';
import type { ShareCard } from './shareCard';
import { createShareImageCache, shareImageVersion } from './shareImageCache';
import { lightShareTheme } from './shareTheme';

const card: ShareCard = { kind: 'post', title: 'Pocket oscilloscope', ownerName: 'Riley Quinn', path: '~/writing', command: 'cat pocket-oscilloscope.md' };

describe('createShareImageCache', () => {
  it('renders once for two concurrent gets of a key, and keeps the image', async () => {
    const cache = createShareImageCache({ maxEntries: 10 });
    let finish: (image: Buffer) => void = () => undefined;
    const render = vi.fn(() => new Promise<Buffer>((resolve) => (finish = resolve)));
    const first = cache.get('a', render);
    const second = cache.get('a', render);
    expect(second).toBe(first);
    finish(Buffer.from('png'));
    expect(await first).toEqual(Buffer.from('png'));
    expect(await cache.get('a', render)).toEqual(Buffer.from('png'));
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed render: the next get renders again', async () => {
    const cache = createShareImageCache({ maxEntries: 10 });
    const render = vi.fn<() => Promise<Buffer>>().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce(Buffer.from('png'));
    await expect(cache.get('a', render)).rejects.toThrow('boom');
    expect(await cache.get('a', render)).toEqual(Buffer.from('png'));
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('turns a render that throws before returning a promise into a rejection, and forgets it', async () => {
    const cache = createShareImageCache({ maxEntries: 10 });
    await expect(cache.get('a', () => { throw new Error('sync'); })).rejects.toThrow('sync');
    expect(await cache.get('a', () => Promise.resolve(Buffer.from('ok')))).toEqual(Buffer.from('ok'));
  });

  it('keeps at most maxEntries images, dropping the least recently read', async () => {
    const cache = createShareImageCache({ maxEntries: 2 });
    const render = vi.fn((key: string) => Promise.resolve(Buffer.from(key)));
    await cache.get('a', () => render('a'));
    await cache.get('b', () => render('b'));
    await cache.get('a', () => render('a'));
    await cache.get('c', () => render('c'));
    await cache.get('a', () => render('a'));
    await cache.get('b', () => render('b'));
    expect(render.mock.calls.map(([key]) => key)).toEqual(['a', 'b', 'c', 'b']);
  });
});

describe('shareImageVersion', () => {
  it('is 12 URL-safe characters, the same for an equal card whatever its key order', () => {
    const version = shareImageVersion(card);
    expect(version).toMatch(/^[\w-]{12}$/);
    const reordered: ShareCard = { command: card.command, path: card.path, ownerName: card.ownerName, title: card.title, kind: card.kind };
    expect(shareImageVersion(reordered)).toBe(version);
    expect(shareImageVersion({ ...card })).toBe(version);
  });

  it('changes when the title, the owner name or any other field changes', () => {
    const version = shareImageVersion(card);
    const changed: ShareCard[] = [
      { ...card, title: 'Pocket oscilloscope, part 2' },
      { ...card, ownerName: 'Riley Q.' },
      { ...card, kind: 'project' },
      { ...card, path: '~/projects' },
      { ...card, command: 'cat other.md' },
      { ...card, detail: '2026-03-14' },
      { ...card, host: 'riley.dev' },
    ];
    const versions = new Set([version, ...changed.map((other) => shareImageVersion(other))]);
    expect(versions.size).toBe(changed.length + 1);
    expect(shareImageVersion(card, lightShareTheme)).not.toBe(version);
  });

  it('tells fields apart: moving text from one field to the next gives another version', () => {
    expect(shareImageVersion({ ...card, title: 'ab', ownerName: 'c' })).not.toBe(shareImageVersion({ ...card, title: 'a', ownerName: 'bc' }));
  });
});
