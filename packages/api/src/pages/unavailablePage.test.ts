import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_INDEX_HTML } from '../testing/siteFixture';
import {
  markedStale,
  pagesWhileDatabaseAway,
  STALE_NOTICE,
  TRY_AGAIN,
  UNAVAILABLE_HEADING,
  UNAVAILABLE_TEXT,
  UNAVAILABLE_TITLE,
  unavailablePageHtml,
} from './unavailablePage';

describe('the page while the database is away', () => {
  it('is the site page with the short message and a way to try again, and no script', () => {
    const page = unavailablePageHtml(FIXTURE_INDEX_HTML);
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain(`<title>${UNAVAILABLE_TITLE}</title><meta name="robots" content="noindex">`);
    expect(page).toContain(UNAVAILABLE_HEADING);
    expect(page).toContain(UNAVAILABLE_TEXT);
    expect(page).toMatch(new RegExp(`<a href=""[^>]*>${TRY_AGAIN}</a>`));
    expect(page).not.toContain('<div id="root"></div>');
  });

  it('still says it on an index.html without the root element', () => {
    expect(unavailablePageHtml('<html><head><title>x</title></head><body class="b"></body></html>')).toMatch(/<body class="b"><main[^>]*><h1[^>]*>This site is briefly unavailable\.<\/h1>/);
  });

  it('marks a saved copy at the top of its body, outside the root the app takes over, and keeps it from indexing', () => {
    const saved = markedStale('<html><head><title>Riley</title></head><body data-x="1"><div id="root"><p>hi</p></div></body></html>');
    expect(saved).toMatch(/<body data-x="1"><p role="status" data-stale-notice[^>]*>A saved copy of this page[^<]*<a href=""[^>]*>Try again<\/a><\/p><div id="root"><p>hi<\/p><\/div>/);
    expect(saved).toContain(STALE_NOTICE);
    expect(saved).toContain('<meta name="robots" content="noindex"></head>');
  });
});

describe('pagesWhileDatabaseAway', () => {
  const servers: Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  async function serve(index: string | null = FIXTURE_INDEX_HTML): Promise<string> {
    const app = new Koa();
    app.use(pagesWhileDatabaseAway(() => index));
    app.use((ctx) => {
      if (ctx.path.endsWith('/fine')) {
        ctx.body = 'fine';
        return;
      }
      // As the error handler answers the database being away.
      ctx.status = 503;
      ctx.set('Retry-After', '5');
      ctx.body = { error: 'Service temporarily unavailable' };
    });
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await once(server, 'listening');
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  const get = async (base: string, path: string, accept?: string) => {
    const response = await fetch(`${base}${path}`, { headers: accept ? { Accept: accept } : {} });
    return { status: response.status, type: response.headers.get('content-type'), headers: response.headers, text: await response.text() };
  };

  it('answers a visitor asking for a page with the site page saying so: 503, Retry-After, noindex, no-store', async () => {
    const base = await serve();
    const page = await get(base, '/writing/some-post', 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect([page.status, page.type]).toEqual([503, 'text/html; charset=utf-8']);
    expect(page.headers.get('retry-after')).toBe('5');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain(UNAVAILABLE_HEADING);
    // No Accept at all (a link checker, curl): still the page.
    expect((await get(base, '/projects')).type).toBe('text/html; charset=utf-8');
  });

  it('leaves the JSON to API callers, to readers that do not ask for HTML, and to every other answer', async () => {
    const base = await serve();
    for (const [path, accept] of [
      ['/api/projects', 'text/html'],
      ['/projects', 'application/json'],
      ['/uploads/resume.pdf', 'text/html'],
      ['/og/home.png', 'text/html'],
    ] as const) {
      const answer = await get(base, path, accept);
      expect([path, answer.status, answer.type, answer.text]).toEqual([path, 503, 'application/json; charset=utf-8', '{"error":"Service temporarily unavailable"}']);
    }
    expect((await get(base, '/fine', 'text/html')).text).toBe('fine');
  });

  it('keeps the JSON when the site is not built', async () => {
    const base = await serve(null);
    expect((await get(base, '/projects', 'text/html')).type).toBe('application/json; charset=utf-8');
  });
});
