// Found and shared: what a browser, an unfurler and a crawler read in the HTML the server sends.
// Owner-written text goes into <title>, attributes and JSON-LD: a hostile title must come out as
// text in each, with nothing run, with and without JavaScript.
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, saveConfig, storedConfig } from './support/admin.ts';
import { isStatic } from './support/edition.ts';
import { expect, test } from './support/fixtures.ts';

const HOSTILE = `</title></script><script>window.__xss=1</script><img src=x onerror="window.__xss=2"> "Q" & 'A'`;

async function adminPost(request: APIRequestContext, path: string, data: unknown): Promise<Record<string, unknown>> {
  const token = await apiToken(request);
  const response = await request.post(path, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** What the page's head says, read in the page itself. */
const head = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    siteName: document.querySelector('meta[property="og:site_name"]')?.getAttribute('content'),
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>),
    injected: document.querySelectorAll('img[src="x"]').length + document.querySelectorAll('head script:not([type]):not([src])').length,
    xss: (window as unknown as { __xss?: number }).__xss,
  }));

test.describe('share tags with hostile owner text', () => {
  test('a title and owner name full of markup stay text in <title>, meta tags and JSON-LD; nothing runs', async ({ page, browser, consoleErrors }) => {
    test.skip(isStatic(), 'the hostile texts are saved through /api/admin: the static edition has no API, and its content is the export\'s');
    // The page's own theme script is the one inline script; CSP would block injected ones, so the
    // count of inline scripts and of the <img> shows whether markup got in at all.
    consoleErrors.ignoreConsole();
    const request = page.request;
    const config = await storedConfig(request);
    const post = (await adminPost(request, '/api/admin/writing', { action: 'add', title: HOSTILE, date: '2026-11-20', content: `**${HOSTILE}** and more.` })).post as { slug: string };
    const project = (
      await adminPost(request, '/api/admin/projects', {
        action: 'add',
        title: HOSTILE,
        description: `A ${HOSTILE} project.`,
        tech: ['C'],
        type: 'software',
        date: '2026-11-20',
        status: 'planned',
        github: null,
        demo: null,
        images: [],
      })
    ).project as { id: string };
    try {
      await saveConfig(request, { ...config, ownerName: HOSTILE });
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });

      for (const path of [`/writing/${post.slug}`, `/projects/${project.id}`]) {
        const answer = await page.goto(path);
        expect(answer?.status()).toBe(200);
        const read = await head(page);
        expect(read.ogTitle).toBe(`${HOSTILE} — ${HOSTILE}`);
        expect(read.siteName).toBe(HOSTILE);
        expect(read.jsonLd[0]).toMatchObject({ author: { name: HOSTILE } });
        expect(read.jsonLd[0]?.headline ?? read.jsonLd[0]?.name).toBe(HOSTILE);
        expect(read.injected).toBe(1);
        expect(read.xss).toBeUndefined();
        // Once the page has its data and the config, the app names the page the same way.
        await expect(page).toHaveTitle(`${HOSTILE} — ${HOSTILE}`);
      }

      const home = await page.goto('/');
      expect(home?.status()).toBe(200);
      expect((await head(page)).jsonLd[0]).toMatchObject({ '@type': 'Person', name: HOSTILE });
      expect((await head(page)).xss).toBeUndefined();

      const noScript = await browser.newContext({ javaScriptEnabled: false });
      try {
        const reader = await noScript.newPage();
        await reader.goto(`/writing/${post.slug}`);
        await expect(reader).toHaveTitle(`${HOSTILE} — ${HOSTILE}`);
        expect(await reader.locator('img[src="x"]').count()).toBe(0);
      } finally {
        await noScript.close();
      }
      expect(dialogs).toEqual([]);
    } finally {
      await saveConfig(request, config);
      await adminPost(request, '/api/admin/writing', { action: 'remove', slug: post.slug });
      await adminPost(request, '/api/admin/projects', { action: 'remove', id: project.id });
    }
  });

  test('navigating inside the app keeps document.title in step with what the server would send', async ({ page }) => {
    await page.goto('/projects');
    await expect(page).toHaveTitle('Projects — Riley Chen');
    await page.getByRole('link', { name: 'Pocket Oscilloscope.project', exact: true }).click();
    await expect(page).toHaveURL(/\/projects\/pocket-oscilloscope$/);
    await expect(page).toHaveTitle('Pocket Oscilloscope — Riley Chen');
    const served = await (await page.request.get('/projects/pocket-oscilloscope')).text();
    expect(served).toContain('<title>Pocket Oscilloscope — Riley Chen</title>');
  });
});
