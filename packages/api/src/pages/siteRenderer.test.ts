import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageData } from '@portfolio/contracts/pageData';
import { afterEach, describe, expect, it } from 'vitest';
import { capturedLog } from '../testing/capturedLog';
import { siteRendererLoader } from './siteRenderer';

const data: PageData = { device: 'desktop', locale: 'en-US', host: 'localhost' };
const rendererSaying = (text: string) => `export const ready = Promise.resolve();\nexport function renderPage(url) { return ${JSON.stringify(text)} + ' ' + url; }\n`;

describe('siteRendererLoader', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A dist-server folder (ES modules, as the site's package is) with `renderPage.js` saying `text`, written at `time`. */
  function writeRenderer(text: string, time: number): string {
    const file = join(dir, 'renderPage.js');
    writeFileSync(file, rendererSaying(text));
    utimesSync(file, time, time);
    return file;
  }

  function freshDir(): void {
    dir = mkdtempSync(join(tmpdir(), 'portfolio-renderer-'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
  }

  it('loads the renderer once, and again when the site is rebuilt under the running server', async () => {
    freshDir();
    const file = writeRenderer('first build', 1_700_000_000);
    const { log, lines } = capturedLog();
    const renderer = siteRendererLoader(file, log);
    const first = await renderer();
    expect(first?.render('/art', data)).toBe('first build /art');
    expect(await renderer()).toBe(first);

    writeRenderer('second build', 1_700_000_100);
    expect((await renderer())?.render('/art', data)).toBe('second build /art');
    expect(lines).toEqual([]);
  });

  it('without the file, null and one warning, until the file is built', async () => {
    freshDir();
    const file = join(dir, 'renderPage.js');
    const { log, lines } = capturedLog();
    const renderer = siteRendererLoader(file, log);
    expect(await renderer()).toBeNull();
    expect(await renderer()).toBeNull();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('is not built');

    writeRenderer('built later', 1_700_000_200);
    expect((await renderer())?.render('/', data)).toBe('built later /');
  });

  it("completes the page's data with the renderer's completePageData, or leaves it as read without one", async () => {
    freshDir();
    const file = join(dir, 'renderPage.js');
    writeFileSync(file, `${rendererSaying('with lettering')}export function completePageData(data) { return { ...data, lettering: { name: 'R', drawings: [['R']] } }; }\n`);
    const { log } = capturedLog();
    expect((await siteRendererLoader(file, log)())?.complete(data)).toEqual({ ...data, lettering: { name: 'R', drawings: [['R']] } });

    const older = writeRenderer('an older build', 1_700_000_300);
    expect((await siteRendererLoader(older, log)())?.complete(data)).toBe(data);
  });

  it('a file that exports no renderer: null, said once', async () => {
    freshDir();
    const file = join(dir, 'renderPage.js');
    writeFileSync(file, 'export const something = 1;\n');
    const { log, lines } = capturedLog();
    const renderer = siteRendererLoader(file, log);
    expect(await renderer()).toBeNull();
    expect(await renderer()).toBeNull();
    expect(lines).toEqual([expect.stringContaining('it exports no renderPage')]);
  });
});
