import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { MOBILE_MAX_WIDTH, PAGE_DATA_ELEMENT_ID, PHONE_USER_AGENT, scriptSafeJson, type PageData } from '@portfolio/contracts/pageData';
import { type HTMLElement, parse as parseHtml } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../testing/testDatabases';
import { startTestServer, type TestServer } from '../testing/testServer';
import {
  BOTH_DEVICES_SCRIPT,
  BOTH_DEVICES_STYLE,
  bothDevicePage,
  DEVICE_LAYOUT_ATTRIBUTE,
  PHONE_PAGE_DATA_ID,
  PHONE_ROOT_ID,
  phoneDataPatch,
} from './bothDevices';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

/** The site as `npm run build` leaves it: the API serves `dist/` and renders with `dist-server/`. */
const SITE_DIST = fileURLToPath(new URL('../../../site/dist', import.meta.url));
const RENDERER = fileURLToPath(new URL('../../../site/dist-server/renderPage.js', import.meta.url));
const notBuilt = existsSync(`${SITE_DIST}/index.html`) && existsSync(RENDERER) ? undefined : 'the site is not built: `npx turbo run build --filter=@portfolio/site`';

/** Pages whose two renders differ (a terminal against a phone menu or file list). */
const TWO_LAYOUTS = ['/', '/about'] as const;
/** Pages that render the same on both: only their data differs. */
const ONE_LAYOUT = ['/projects', '/projects/pocket-oscilloscope', '/art', '/writing', '/writing/debugging-a-brown-out-at-2-a-m', '/about/quickview', '/no/such/page'] as const;

/** What a browser gives the script: its user agent, its width, and a document (node-html-parser's, close enough for what the script calls). */
interface Browsed {
  readonly document: HTMLElement;
  readonly html: HTMLElement;
  /** Fires DOMContentLoaded, as the browser does once the body is parsed. */
  parsed(): void;
}

function browse(page: string, userAgent: string, width: number): Browsed {
  const document = parseHtml(page, { comment: true });
  const html = document.querySelector('html');
  if (html === null) throw new Error('no <html>');
  const listeners: (() => void)[] = [];
  const fakeDocument = {
    documentElement: html,
    getElementById: (id: string) => document.getElementById(id),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') listeners.push(listener);
    },
  };
  runInNewContext(BOTH_DEVICES_SCRIPT, { document: fakeDocument, navigator: { userAgent }, innerWidth: width });
  return { document, html, parsed: () => listeners.forEach((listener) => listener()) };
}

/** `#root`'s content and the page data, as the app reads them when it hydrates. */
function hydratedFrom(document: HTMLElement): { readonly root: string | undefined; readonly data: unknown } {
  const data = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  return { root: document.getElementById('root')?.innerHTML, data: data === undefined ? undefined : JSON.parse(data) };
}

const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id));

/** A page in the shape the server writes (`pages/pageBody.ts`, `pages/afterPaint.ts`), for the cases the demo never shows. */
function serverPage({ head = '', render, data }: { head?: string; render: string; data: PageData }): string {
  return (
    `<!doctype html><html lang="en"><head><title>t</title>${head}<style>body{}</style></head><body><div id="root">${render}</div>` +
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>` +
    '<template id="after-paint"><template data-whole-stylesheet><link rel="stylesheet" crossorigin href="/assets/style-abc.css"></template>' +
    '<template data-after-settle><link rel="manifest" href="/manifest.webmanifest"></template>' +
    '<script type="module" crossorigin src="/assets/index-abc.js"></script></template></body></html>'
  );
}

const DESKTOP_DATA: PageData = { device: 'desktop', host: 'riley.example', locale: 'en-US', lettering: { name: 'R', drawings: [['R']] } };
const PHONE_DATA: PageData = { device: 'phone', host: 'riley.example', locale: 'en-US' };

describe.skipIf(notBuilt !== undefined)(`bothDevicePage on the real site's pages, on the demo content${notBuilt ? ` (skipped: ${notBuilt})` : ''}`, () => {
  const pages = new Map<string, { readonly desktop: string; readonly phone: string }>();
  let database: TestDatabase | undefined;
  let server: TestServer | undefined;

  beforeAll(async () => {
    const [sqlite] = testDatabaseKinds();
    if (sqlite === undefined) throw new Error('no SQLite test database');
    database = await sqlite.create();
    server = await startTestServer(database, { siteDir: SITE_DIST, seedDemo: true });
    const base = server.baseUrl;
    const fetchPage = async (path: string, userAgent: string) => (await fetch(`${base}${path}`, { headers: { 'user-agent': userAgent } })).text();
    for (const path of [...TWO_LAYOUTS, ...ONE_LAYOUT]) pages.set(path, { desktop: await fetchPage(path, DESKTOP), phone: await fetchPage(path, IPHONE) });
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const pageAt = (path: string) => {
    const page = pages.get(path);
    if (page === undefined) throw new Error(`${path} was not fetched`);
    return page;
  };
  const partsOf = (html: string) => {
    const document = parseHtml(html, { comment: true });
    const start = html.indexOf('<div id="root">');
    const end = html.indexOf(`</div><script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`);
    return { head: html.slice(0, start), render: html.slice(start + '<div id="root">'.length, end), data: JSON.parse(document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent ?? 'null') as PageData };
  };

  it.each(TWO_LAYOUTS)('%s: both renders, each in its own container, the desktop data and the phone\'s few differences', (path) => {
    const { desktop, phone } = pageAt(path);
    const [desktopPage, phonePage] = [partsOf(desktop), partsOf(phone)];
    expect(desktopPage.render).not.toBe(phonePage.render);
    const merged = bothDevicePage(desktop, phone);
    // The phone's <main> is marked hidden, so the file has one <main> not hidden (the Nu Html Checker's rule); the style still shows it with its layout.
    expect(phonePage.render).toContain('<main ');
    expect(merged).toContain(`<div id="root" ${DEVICE_LAYOUT_ATTRIBUTE}="desktop">${desktopPage.render}</div><div id="${PHONE_ROOT_ID}" ${DEVICE_LAYOUT_ATTRIBUTE}="phone">${phonePage.render.replace('<main ', '<main hidden ')}</div>`);
    expect(parseHtml(merged).querySelectorAll('main:not([hidden])')).toHaveLength(1);
    // The head is the server's (identical for both here), with the style and the script at its end.
    expect(merged.startsWith(desktopPage.head.replace('</head>', () => `<style>${BOTH_DEVICES_STYLE}</style><script>${BOTH_DEVICES_SCRIPT}</script></head>`))).toBe(true);
    const document = parseHtml(merged);
    expect(JSON.parse(document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent ?? '')).toEqual(desktopPage.data);
    // The phone's data is the desktop's but for its device and the lettering only the terminal shows.
    expect(JSON.parse(document.getElementById(PHONE_PAGE_DATA_ID)?.textContent ?? '')).toEqual({ device: 'phone', lettering: null });
    // Everything after the data (the scripts held until the first paint) is the server's.
    expect(merged.endsWith(desktop.slice(desktop.indexOf('</script>', desktop.indexOf(`id="${PAGE_DATA_ELEMENT_ID}"`)) + '</script>'.length))).toBe(true);
  });

  it.each(TWO_LAYOUTS)('%s: the two layouts share no id, so a label in the one shown never points into the hidden one (readers without JavaScript keep both)', (path) => {
    const { desktop, phone } = pageAt(path);
    const shared = [...ids(partsOf(desktop).render)].filter((id) => ids(partsOf(phone).render).has(id));
    expect(shared).toEqual([]);
  });

  it.each(ONE_LAYOUT)('%s: one render for both, so the page is the desktop one with the script and the phone\'s data patch only', (path) => {
    const { desktop, phone } = pageAt(path);
    expect(partsOf(desktop).render).toBe(partsOf(phone).render);
    const merged = bothDevicePage(desktop, phone);
    const script = `<script>${BOTH_DEVICES_SCRIPT}</script>`;
    const patch = `<script type="application/json" id="${PHONE_PAGE_DATA_ID}">{"device":"phone","lettering":null}</script>`;
    expect(merged).not.toContain(`id="${PHONE_ROOT_ID}"`);
    expect(merged).not.toContain('<style>html[');
    expect(merged.replace(script, '').replace(patch, '')).toBe(desktop);
  });

  // A phone user agent wins at any width; a desktop's narrow window gets the phone layout too.
  const READERS = [
    { name: 'an iPhone', userAgent: IPHONE, width: 390, device: 'phone' },
    { name: 'an iPhone turned sideways (wider than 768 px)', userAgent: IPHONE, width: 844, device: 'phone' },
    { name: 'a desktop', userAgent: DESKTOP, width: 1280, device: 'desktop' },
    { name: 'a desktop window 700 px wide', userAgent: DESKTOP, width: 700, device: 'phone' },
  ] as const;

  describe.each(READERS)('the script in $name\'s browser', ({ userAgent, width, device }) => {
    it.each([...TWO_LAYOUTS, ...ONE_LAYOUT])(`%s: chosen in the head, then, once parsed, exactly the server's ${device} page for the app to hydrate`, (path) => {
      const served = pageAt(path);
      const page = browse(bothDevicePage(served.desktop, served.phone), userAgent, width);
      expect(page.html.getAttribute(DEVICE_LAYOUT_ATTRIBUTE)).toBe(device);
      page.parsed();
      expect(hydratedFrom(page.document)).toEqual(hydratedFrom(parseHtml(served[device], { comment: true })));
      expect(page.document.getElementById(PHONE_ROOT_ID)).toBeNull();
      expect(page.document.getElementById(PHONE_PAGE_DATA_ID)).toBeNull();
      expect(page.document.querySelectorAll(`body [${DEVICE_LAYOUT_ATTRIBUTE}]`)).toHaveLength(0);
    });
  });
});

describe('the script and the style', () => {
  it("choose by the site's own rule (isMobileDevice): a phone user agent, or a viewport up to 768 px", () => {
    for (const userAgent of [IPHONE, ANDROID_PHONE, ANDROID_TABLET, DESKTOP, '']) {
      for (const width of [0, 320, 767, MOBILE_MAX_WIDTH, MOBILE_MAX_WIDTH + 1, 1024, 2560]) {
        const rule = PHONE_USER_AGENT.test(userAgent) || width <= MOBILE_MAX_WIDTH;
        const page = browse(serverPage({ render: '<p>x</p>', data: DESKTOP_DATA }), userAgent, width);
        expect(page.html.getAttribute(DEVICE_LAYOUT_ATTRIBUTE), `${userAgent} at ${width}`).toBe(rule ? 'phone' : 'desktop');
      }
    }
  });

  it('cannot end their own element, and the style hides by width only where no script chose', () => {
    expect(BOTH_DEVICES_SCRIPT).not.toMatch(/<\/|<!--/);
    expect(BOTH_DEVICES_STYLE).not.toMatch(/<\//);
    expect(BOTH_DEVICES_STYLE).toContain(`@media (max-width:${MOBILE_MAX_WIDTH}px){html:not([${DEVICE_LAYOUT_ATTRIBUTE}]) [${DEVICE_LAYOUT_ATTRIBUTE}="desktop"]{display:none}}`);
    expect(BOTH_DEVICES_STYLE).toContain(`@media not all and (max-width:${MOBILE_MAX_WIDTH}px){html:not([${DEVICE_LAYOUT_ATTRIBUTE}]) [${DEVICE_LAYOUT_ATTRIBUTE}="phone"]{display:none}}`);
  });
});

describe('bothDevicePage on pages the demo does not show', () => {
  const preload = (name: string) => `<link rel="preload" as="image" type="image/avif" imagesrcset="/media/${name}_480.avif 480w" imagesizes="14rem" fetchpriority="high">`;

  it('heads that differ in their priority image: each preload kept for the widths of its layout', () => {
    const merged = bothDevicePage(
      serverPage({ head: preload('desk'), render: '<p>terminal</p>', data: DESKTOP_DATA }),
      serverPage({ head: preload('phone'), render: '<p>menu</p>', data: PHONE_DATA }),
    );
    const head = merged.slice(0, merged.indexOf('</head>'));
    expect(head).toContain(`<title>t</title>${preload('desk').replace(/>$/, ` media="not all and (max-width: ${MOBILE_MAX_WIDTH}px)">`)}${preload('phone').replace(/>$/, ` media="(max-width: ${MOBILE_MAX_WIDTH}px)">`)}<style>body{}</style>`);
    // A preload both share stays as it was.
    const same = bothDevicePage(
      serverPage({ head: preload('both'), render: '<p>terminal</p>', data: DESKTOP_DATA }),
      serverPage({ head: `${preload('both')}${preload('phone')}`, render: '<p>menu</p>', data: PHONE_DATA }),
    );
    expect(same).toContain(`<title>t</title>${preload('both')}${preload('phone').replace(/>$/, ` media="(max-width: ${MOBILE_MAX_WIDTH}px)">`)}<style>`);
  });

  it('refuses pages it cannot merge rather than write one wrong for a device', () => {
    const desktop = serverPage({ render: '<p>terminal</p>', data: DESKTOP_DATA });
    const phone = serverPage({ render: '<p>menu</p>', data: PHONE_DATA });
    expect(() => bothDevicePage(desktop, phone.replace('<title>t</title>', '<title>other</title>'))).toThrow(/differ in their head/);
    expect(() => bothDevicePage(desktop, phone.replace('index-abc.js', 'index-def.js'))).toThrow(/differ after their data/);
    expect(() => bothDevicePage(desktop, '<!doctype html><html><head></head><body><div id="root"></div></body></html>')).toThrow(/phone page has no server render/);
    const live = (html: string) => html.replace('</head>', '<script type="module" src="/assets/index-abc.js"></script></head>');
    expect(() => bothDevicePage(live(desktop), live(phone))).toThrow(/before DOMContentLoaded/);
  });

  it('the phone patch: a field the phone lacks is null, one that differs is the phone\'s, the rest left out', () => {
    expect(phoneDataPatch({ device: 'desktop', host: 'h', lettering: { name: 'R' }, config: { a: [1] } }, { device: 'phone', host: 'h', config: { a: [1] }, extra: 1 })).toEqual({
      device: 'phone',
      lettering: null,
      extra: 1,
    });
    expect(() => phoneDataPatch({ post: 1 }, { post: null })).toThrow(/null/);
  });
});
