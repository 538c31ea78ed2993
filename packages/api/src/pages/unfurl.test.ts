import { parseFeed } from '@rowanmanning/feed-parser';
import { type HTMLElement, parse as parseHtml } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { siteFixture } from '../testing/siteFixture';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';

const PUBLIC_URL = 'https://riley.example';
const PROJECT = { id: 'pocket-oscilloscope', title: 'Pocket Oscilloscope' };

interface Page {
  readonly status: number;
  readonly document: HTMLElement & { readonly title: string };
  meta(key: string): string | null;
  jsonLd(): Record<string, unknown>[];
}

/**
 * These tests read the site as a link unfurler or a crawler does: plain HTTP, no JavaScript, the HTML
 * as sent — on the demo content, on SQLite and MySQL.
 */
describe.each(testDatabaseKinds())('pages as unfurlers read them, on $name', (kind) => {
  const { server, api } = useTestServer(kind, { siteDir: siteFixture(), seedDemo: true, publicUrl: PUBLIC_URL });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server().baseUrl}${path}`, { headers, redirect: 'manual' });
  const page = async (path: string): Promise<Page> => {
    const response = await get(path);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const root = parseHtml(await response.text());
    const document = Object.assign(root, { title: root.querySelector('title')?.text ?? '' });
    const meta = (key: string) => document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
    const jsonLd = () => [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.rawText) as Record<string, unknown>);
    return { status: response.status, document, meta, jsonLd };
  };
  /** The og:image, fetched on this server: a PNG of the size the page says. */
  const expectShareImage = async (read: Page) => {
    const url = read.meta('og:image') ?? '';
    expect(url.startsWith(`${PUBLIC_URL}/og/`)).toBe(true);
    expect(read.meta('og:image:width')).toBe('1200');
    expect(read.meta('og:image:height')).toBe('630');
    expect(read.meta('og:image:alt')).not.toBe('');
    const image = await get(url.slice(PUBLIC_URL.length));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.readUInt32BE(16)).toBe(1200);
    expect(bytes.readUInt32BE(20)).toBe(630);
    return url;
  };

  it('names the owner on the home page, as a profile with a Person', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.document.title).toBe('Riley Chen — Computer Engineering Student');
    expect(home.meta('description')).toMatch(/^Hi, I'm Riley Chen, a third-year computer engineering student/);
    expect(home.meta('description')?.length).toBeLessThanOrEqual(160);
    expect(home.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${PUBLIC_URL}/`);
    expect(home.meta('og:type')).toBe('profile');
    expect(home.meta('og:url')).toBe(`${PUBLIC_URL}/`);
    expect(home.meta('og:site_name')).toBe('Riley Chen');
    expect(home.meta('og:title')).toBe(home.document.title);
    expect(home.meta('og:description')).toBe(home.meta('description'));
    expect(home.meta('twitter:card')).toBe('summary_large_image');
    expect(home.meta('robots')).toBeNull();
    expect(home.jsonLd()).toEqual([
      expect.objectContaining({
        '@type': 'Person',
        name: 'Riley Chen',
        jobTitle: 'Computer Engineering Student',
        url: `${PUBLIC_URL}/`,
        sameAs: ['https://github.com/riley-chen-example', 'https://www.linkedin.com/in/riley-chen-example'],
      }),
      // After the Person: the page as Google's profile result, and the site.
      expect.objectContaining({ '@type': 'ProfilePage', url: `${PUBLIC_URL}/`, mainEntity: expect.objectContaining({ '@type': 'Person', name: 'Riley Chen' }) }),
      expect.objectContaining({ '@type': 'WebSite', name: 'Riley Chen', url: `${PUBLIC_URL}/` }),
    ]);
    for (const type of ['application/rss+xml', 'application/atom+xml', 'application/feed+json']) {
      expect(home.document.querySelector(`link[rel="alternate"][type="${type}"]`)).not.toBeNull();
    }
    expect(home.document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.webmanifest');
    await expectShareImage(home);
  });

  it('links the site\'s icons from every page and serves them: an ICO and a 180×180 PNG', async () => {
    for (const path of ['/', '/writing/why-i-keep-a-lab-notebook', '/no/such/page', '/admin']) {
      const read = await page(path);
      expect(read.document.querySelector('link[rel="icon"][href="/favicon.ico"]')?.getAttribute('sizes'), path).toBe('48x48');
      expect(read.document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'), path).toBe('/apple-touch-icon.png');
      expect(read.meta('og:locale'), path).toBe('en_US');
    }
    const ico = await get('/favicon.ico');
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toBe('image/x-icon');
    expect(ico.headers.get('cache-control')).toBe('public, max-age=86400');
    const icoBytes = Buffer.from(await ico.arrayBuffer());
    expect([icoBytes.readUInt16LE(0), icoBytes.readUInt16LE(2), icoBytes.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const touch = await get('/apple-touch-icon.png');
    expect(touch.headers.get('content-type')).toBe('image/png');
    const touchBytes = Buffer.from(await touch.arrayBuffer());
    expect([touchBytes.readUInt32BE(16), touchBytes.readUInt32BE(20)]).toEqual([180, 180]);
  });

  it('names the owner\'s handles set in the about config, and first, last and user name on the profile pages', async () => {
    const home = await page('/');
    expect(home.meta('twitter:site')).toBeNull();
    expect(home.meta('fediverse:creator')).toBeNull();
    expect([home.meta('profile:first_name'), home.meta('profile:last_name'), home.meta('profile:username')]).toEqual(['Riley', 'Chen', 'riley-chen-example']);
    const config = (await api.get('/api/config')).body as Record<string, unknown>;
    const refused = await api.post('/api/admin/config', { ...config, xHandle: 'riley' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'xHandle: must be an X (Twitter) handle such as @name (letters, digits and _, at most 15), or empty' });
    expect((await api.post('/api/admin/config', { ...config, xHandle: '@rileychen', fediverseHandle: '@riley@mastodon.example' })).status).toBe(200);
    try {
      expect((await api.get('/api/config')).body).toMatchObject({ xHandle: '@rileychen', fediverseHandle: '@riley@mastodon.example' });
      for (const path of ['/', '/about', '/writing/why-i-keep-a-lab-notebook', `/projects/${PROJECT.id}`]) {
        const read = await page(path);
        expect([read.meta('twitter:site'), read.meta('twitter:creator'), read.meta('fediverse:creator')], path).toEqual(['@rileychen', '@rileychen', '@riley@mastodon.example']);
        expect(read.meta('profile:username'), path).toBe(path === '/' || path === '/about' ? 'rileychen' : null);
      }
      expect((await page('/about')).jsonLd()[1]).toMatchObject({ '@type': 'ProfilePage', url: `${PUBLIC_URL}/about`, mainEntity: { '@type': 'Person', alternateName: '@rileychen' } });
    } finally {
      expect((await api.post('/api/admin/config', config)).status).toBe(200);
    }
    expect((await api.get('/api/config')).body).not.toHaveProperty('xHandle');
    expect((await page('/')).meta('twitter:site')).toBeNull();
  });

  it('dates a post\'s last change in its BlogPosting', async () => {
    const [posting] = (await page('/writing/why-i-keep-a-lab-notebook')).jsonLd();
    expect(posting?.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(posting?.dateModified) >= String(posting?.datePublished)).toBe(true);
  });

  it('gives a post its own title, description, article card and BlogPosting', async () => {
    const post = await page('/writing/why-i-keep-a-lab-notebook');
    expect(post.status).toBe(200);
    expect(post.document.title).toBe('Why I Keep a Lab Notebook — Riley Chen');
    const description = post.meta('description') ?? '';
    expect(description.length).toBeGreaterThan(40);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).not.toMatch(/[#*`<>[\]]/);
    expect(post.meta('og:type')).toBe('article');
    expect(post.meta('og:url')).toBe(`${PUBLIC_URL}/writing/why-i-keep-a-lab-notebook`);
    expect(post.jsonLd()).toEqual([
      expect.objectContaining({ '@type': 'BlogPosting', headline: 'Why I Keep a Lab Notebook', url: `${PUBLIC_URL}/writing/why-i-keep-a-lab-notebook`, description }),
    ]);
    expect(post.jsonLd()[0]?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const image = await expectShareImage(post);
    expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/og/writing/why-i-keep-a-lab-notebook/[\\w-]+\\.png$`));
  });

  it('gives a project its own card and SoftwareSourceCode or CreativeWork', async () => {
    const project = await page(`/projects/${PROJECT.id}`);
    expect(project.status).toBe(200);
    expect(project.document.title).toBe(`${PROJECT.title} — Riley Chen`);
    expect(project.meta('og:type')).toBe('website');
    expect(['SoftwareSourceCode', 'CreativeWork']).toContain(project.jsonLd()[0]?.['@type']);
    expect(project.jsonLd()[0]).toMatchObject({ name: PROJECT.title, url: `${PUBLIC_URL}/projects/${PROJECT.id}` });
    await expectShareImage(project);
  });

  it('describes the lists and the other pages', async () => {
    const expected: Record<string, [string, string]> = {
      '/about': ['About Riley Chen — Computer Engineering Student', 'Person'],
      '/about/quickview': ['Quick Overview — Riley Chen', 'ProfilePage'],
      '/projects': ['Projects — Riley Chen', 'CollectionPage'],
      '/art': ['Art — Riley Chen', 'CollectionPage'],
      '/writing': ['Writing — Riley Chen', 'Blog'],
    };
    for (const [path, [title, type]] of Object.entries(expected)) {
      const read = await page(path);
      expect(read.status, path).toBe(200);
      expect(read.document.title, path).toBe(title);
      expect(read.jsonLd()[0]?.['@type'], path).toBe(type);
      expect(read.meta('og:type'), path).toBe(path === '/about' ? 'profile' : 'website');
      expect(read.meta('description'), path).not.toBe('');
    }
  });

  it('answers a missing project, post or page with 404 and noindex; the admin with noindex', async () => {
    for (const [path, title] of [
      ['/projects/no-such-project', 'Project not found — Riley Chen'],
      ['/writing/no-such-post', 'Post not found — Riley Chen'],
      ['/writing/Not%20A%20Slug', 'Post not found — Riley Chen'],
      ['/no/such/page', '404: page not found — Riley Chen'],
    ] as const) {
      const read = await page(path);
      expect(read.status, path).toBe(404);
      expect(read.document.title, path).toBe(title);
      expect(read.meta('robots'), path).toBe('noindex');
    }
    for (const path of ['/admin', '/admin-clean']) {
      const read = await page(path);
      expect(read.status).toBe(200);
      expect(read.meta('robots')).toBe('noindex');
    }
  });

  it('keeps ETag revalidation for pages', async () => {
    const first = await get('/projects');
    const tag = first.headers.get('etag') ?? '';
    expect(tag).not.toBe('');
    expect((await get('/projects', { 'If-None-Match': tag })).status).toBe(304);
  });

  it('shows an edit in the very next head, share image and feed', async () => {
    const before = await page('/writing/why-i-keep-a-lab-notebook');
    const oldImage = before.meta('og:image') ?? '';
    const edit = await api.post('/api/admin/writing', { action: 'edit', slug: 'why-i-keep-a-lab-notebook', update: { title: 'Why I Keep a Notebook & a <Log>' } });
    expect(edit.status).toBe(200);
    const after = await page('/writing/why-i-keep-a-lab-notebook');
    expect(after.document.title).toBe('Why I Keep a Notebook & a <Log> — Riley Chen');
    expect(after.meta('og:image')).not.toBe(oldImage);
    await expectShareImage(after);
    const stale = await get(oldImage.slice(PUBLIC_URL.length));
    expect(stale.status).toBe(302);
    expect(stale.headers.get('location')).toBe((after.meta('og:image') ?? '').slice(PUBLIC_URL.length));
    const feed = parseFeed(await (await get('/rss.xml')).text());
    expect(feed.items.map((item) => item.title)).toContain('Why I Keep a Notebook & a <Log>');

    const homeImage = (await page('/')).meta('og:image');
    const config = (await api.get('/api/config')).body as Record<string, unknown>;
    expect((await api.post('/api/admin/config', { ...config, ownerName: 'R. Chen' })).status).toBe(200);
    const renamed = await page('/');
    expect(renamed.document.title).toBe('R. Chen — Computer Engineering Student');
    expect(renamed.meta('og:image')).not.toBe(homeImage);
    expect((await page('/writing/why-i-keep-a-lab-notebook')).meta('og:image')).not.toBe(after.meta('og:image'));
    await expectShareImage(renamed);
    expect((await api.post('/api/admin/config', config)).status).toBe(200);
    expect((await api.post('/api/admin/writing', { action: 'edit', slug: 'why-i-keep-a-lab-notebook', update: { title: 'Why I Keep a Lab Notebook' } })).status).toBe(200);
  });

  it('sends share images for unknown items as 404', async () => {
    expect((await get('/og/projects/no-such-project/abc.png')).status).toBe(404);
    expect((await get('/og/writing/no-such-post/abc.png')).status).toBe(404);
  });

  it('lists every visitor route, project and post in the sitemap, and names it in robots.txt', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ['/', '/about', '/about/quickview', '/projects', '/art', '/writing', `/projects/${PROJECT.id}`, '/writing/why-i-keep-a-lab-notebook']) {
      expect(locs).toContain(`${PUBLIC_URL}${path}`);
    }
    const projects = ((await api.get('/api/projects')).body as { projects: unknown[] }).projects;
    const posts = ((await api.get('/api/writing?limit=100')).body as { total: number }).total;
    const art = ((await api.get('/api/art?kind=all')).body as { items: { hasReview: boolean }[] }).items;
    // An art entry with a review has a page too (art reviews are posts as well, so listed twice).
    expect(locs).toHaveLength(6 + projects.length + art.filter((entry) => entry.hasReview).length + posts);
    expect(locs.some((loc) => loc?.includes('/admin'))).toBe(false);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);

    const robots = await get('/robots.txt');
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await robots.text();
    for (const line of ['User-agent: *', 'Disallow: /admin', 'Disallow: /admin-clean', 'Disallow: /api/', `Sitemap: ${PUBLIC_URL}/sitemap.xml`]) {
      expect(text.split('\n')).toContain(line);
    }
  });

  it('serves the writing as RSS, Atom and JSON Feed, newest first, with ETags', async () => {
    const { items } = (await api.get('/api/writing?limit=100')).body as { items: { slug: string; title: string }[] };
    for (const [path, type] of [
      ['/rss.xml', 'application/rss+xml; charset=utf-8'],
      ['/atom.xml', 'application/atom+xml; charset=utf-8'],
    ] as const) {
      const response = await get(path);
      expect(response.headers.get('content-type')).toBe(type);
      const feed = parseFeed(await response.text());
      expect(feed.items.map((item) => item.title)).toEqual(items.map((item) => item.title));
      expect(feed.items[0]?.url).toBe(`${PUBLIC_URL}/writing/${items[0]?.slug}`);
      expect(feed.items[0]?.content).toMatch(/<p>/);
      expect(feed.items[0]?.published).toBeInstanceOf(Date);
      const tag = response.headers.get('etag') ?? '';
      expect(tag).not.toBe('');
      expect((await get(path, { 'If-None-Match': tag })).status).toBe(304);
    }
    const json = await get('/feed.json');
    expect(json.headers.get('content-type')).toBe('application/feed+json; charset=utf-8');
    const feed = (await json.json()) as { version: string; items: { url: string; title: string; content_html: string }[] };
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.items.map((item) => item.title)).toEqual(items.map((item) => item.title));
  });

  it('serves the web-app manifest and its icons', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const manifest = (await response.json()) as { name: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest.name).toContain('Riley Chen');
    for (const icon of manifest.icons) {
      const image = await get(icon.src);
      expect(image.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    expect(manifest.icons.map((icon) => icon.purpose)).toContain('maskable');
  });
});
