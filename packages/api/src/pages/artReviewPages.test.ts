import { type HTMLElement, parse as parseHtml } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { siteFixture } from '../testing/siteFixture';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';

const PUBLIC_URL = 'https://riley.example';

interface Page {
  readonly status: number;
  readonly document: HTMLElement;
  readonly title: string;
  meta(key: string): string | null;
  canonical(): string | null;
  jsonLd(): Record<string, unknown>[];
}

/** The demo's reviewed entry of each kind, and what its review names it as in schema.org. */
const REVIEWED = [
  { path: '/art/music/in-rainbows', title: 'In Rainbows', itemReviewed: { '@type': 'MusicAlbum', name: 'In Rainbows', byArtist: { '@type': 'MusicGroup', name: 'Radiohead' } } },
  {
    path: '/art/books/the-soul-of-a-new-machine',
    title: 'The Soul of a New Machine',
    itemReviewed: { '@type': 'Book', name: 'The Soul of a New Machine', author: { '@type': 'Person', name: 'Tracy Kidder' } },
  },
  { path: '/art/movies/arrival', title: 'Arrival', itemReviewed: { '@type': 'Movie', name: 'Arrival', director: { '@type': 'Person', name: 'Denis Villeneuve' } } },
  {
    path: '/art/shows/halt-and-catch-fire',
    title: 'Halt and Catch Fire',
    itemReviewed: { '@type': 'TVSeries', name: 'Halt and Catch Fire', creator: { '@type': 'Person', name: 'Christopher Cantwell and Christopher C. Rogers' } },
  },
] as const;

/**
 * Each art entry with a review has a page of its own, `/art/{kind}/{id}`, read here as an unfurler or
 * a crawler reads it: its head, its Review, its share card, the sitemap; on the demo content, on
 * SQLite and MySQL.
 */
describe.each(testDatabaseKinds())('art review pages, on $name', (kind) => {
  const { server, api } = useTestServer(kind, { siteDir: siteFixture(), seedDemo: true, publicUrl: PUBLIC_URL });

  const get = (path: string) => fetch(`${server().baseUrl}${path}`, { redirect: 'manual' });
  const page = async (path: string): Promise<Page> => {
    const response = await get(path);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const document = parseHtml(await response.text());
    const meta = (key: string) => document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
    return {
      status: response.status,
      document,
      title: document.querySelector('title')?.text ?? '',
      meta,
      canonical: () => document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      jsonLd: () => [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.rawText) as Record<string, unknown>),
    };
  };
  const sitemapLocs = async () => [...(await (await get('/sitemap.xml')).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('names the review on its page: title, description from the review, canonical, Open Graph and Twitter card', async () => {
    const review = await page('/art/music/in-rainbows');
    expect(review.status).toBe(200);
    expect(review.title).toBe('Review: In Rainbows — Riley Chen');
    expect(review.meta('description')).toBe('I put this on as background music for a soldering session and ended up sitting on the floor listening to the whole thing twice.');
    expect(review.canonical()).toBe(`${PUBLIC_URL}/art/music/in-rainbows`);
    expect(review.meta('og:url')).toBe(`${PUBLIC_URL}/art/music/in-rainbows`);
    expect(review.meta('og:type')).toBe('article');
    expect(review.meta('og:title')).toBe(review.title);
    expect(review.meta('og:description')).toBe(review.meta('description'));
    expect(review.meta('article:published_time')).toBe('2026-01-18');
    expect(review.meta('article:section')).toBe('music');
    expect(review.meta('twitter:card')).toBe('summary_large_image');
    expect(review.meta('twitter:title')).toBe(review.title);
    expect(review.meta('robots')).toBeNull();
  });

  it('has a share card of its own, drawn as a PNG of the size the page says', async () => {
    const review = await page('/art/books/the-soul-of-a-new-machine');
    const url = review.meta('og:image') ?? '';
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/og/art/books/the-soul-of-a-new-machine/[^/]+\\.png$`));
    expect(review.meta('og:image:alt')).toBe('The Soul of a New Machine by Tracy Kidder, reviewed by Riley Chen, shown in a terminal window');
    const image = await get(url.slice(PUBLIC_URL.length));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    // An old version is sent on to the current one; an entry without a review has no card.
    const old = await get('/og/art/books/the-soul-of-a-new-machine/old.png');
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe(url.slice(PUBLIC_URL.length));
    expect((await get('/og/art/books/dune/old.png')).status).toBe(404);
  });

  it.each(REVIEWED)('describes $path as a Review of the right schema.org type', async ({ path, title, itemReviewed }) => {
    const review = await page(path);
    expect(review.status).toBe(200);
    expect(review.title).toBe(`Review: ${title} — Riley Chen`);
    const [data, ...others] = review.jsonLd();
    expect(others).toEqual([]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Review',
      name: `Riley Chen on ${title}`,
      url: `${PUBLIC_URL}${path}`,
      mainEntityOfPage: `${PUBLIC_URL}${path}`,
      description: review.meta('description'),
      image: review.meta('og:image'),
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      author: { '@type': 'Person', name: 'Riley Chen', url: `${PUBLIC_URL}/` },
      itemReviewed,
      reviewBody: expect.any(String),
    });
    // The demo has no ratings, so none is made up.
    expect(data).not.toHaveProperty('reviewRating');
  });

  it('gives the whole review, as plain text, as the reviewBody', async () => {
    const [data] = (await page('/art/books/the-soul-of-a-new-machine')).jsonLd();
    const body = String(data?.reviewBody);
    expect(body).toMatch(/^A year inside Data General's team racing to build a 32-bit minicomputer in 1979\./);
    expect(body).toContain('The "mushroom" management style is painfully familiar from group projects.');
    expect(body).toMatch(/Required reading before anyone's first internship\.$/);
    expect(body).not.toMatch(/[*#]|^- /m);
  });

  it.each([
    ['an entry without a review', '/art/books/dune'],
    ['an unknown kind', '/art/games/in-rainbows'],
    ['an entry of another kind', '/art/books/in-rainbows'],
    ['an unknown id', '/art/music/no-such-album'],
    ['an id that could never exist', '/art/music/NO%20SUCH'],
  ])('answers the 404 page for %s, noindex and without structured data', async (_case, path) => {
    const missing = await page(path);
    expect(missing.status).toBe(404);
    expect(missing.title).toBe('404: page not found — Riley Chen');
    expect(missing.meta('robots')).toBe('noindex');
    expect(missing.canonical()).toBeNull();
    expect(missing.jsonLd()).toEqual([]);
  });

  it("lists every reviewed entry's page in the sitemap, and no other entry's", async () => {
    const locs = await sitemapLocs();
    const { items } = (await api.get('/api/art?kind=all')).body as { items: { id: string; kind: string; hasReview: boolean }[] };
    const reviewPages = locs.filter((loc) => /\/art\/[^/]+\/[^/]+$/.test(loc ?? ''));
    expect(reviewPages.sort()).toEqual(items.filter((item) => item.hasReview).map((item) => `${PUBLIC_URL}/art/${item.kind}/${item.id}`).sort());
    expect(reviewPages).toHaveLength(6);
    for (const { path } of REVIEWED) expect(locs).toContain(`${PUBLIC_URL}${path}`);
  });

  it('gives a page to an entry as soon as the owner reviews it, and takes it away with the review', async () => {
    const added = await api.post('/api/admin/art', { action: 'add', kind: 'movies', title: 'Primer', creator: 'Shane Carruth', date: '2026-03-01' });
    expect(added.status).toBe(201);
    expect((await page('/art/movies/primer')).status).toBe(404);
    expect(await sitemapLocs()).not.toContain(`${PUBLIC_URL}/art/movies/primer`);

    expect((await api.post('/api/admin/art', { action: 'edit', id: 'primer', content: 'A **time-travel** film made for $7,000.' })).status).toBe(200);
    const reviewed = await page('/art/movies/primer');
    expect(reviewed.status).toBe(200);
    expect(reviewed.meta('description')).toBe('A time-travel film made for $7,000.');
    expect(await sitemapLocs()).toContain(`${PUBLIC_URL}/art/movies/primer`);

    expect((await api.post('/api/admin/art', { action: 'remove', id: 'primer' })).status).toBe(200);
    expect((await page('/art/movies/primer')).status).toBe(404);
  });
});
