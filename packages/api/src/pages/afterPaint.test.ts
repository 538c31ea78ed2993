import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint, type Stylesheets, withCriticalCssOf } from './afterPaint';

const page = (head: string) =>
  `<!doctype html><html><head><script>inline()</script>${head}</head><body><div id="root"><p>rendered</p></div></body></html>`;
const css: Stylesheets = (href) => (href === '/assets/style-1.css' ? () => 'body{color:red}' : null);

describe('scriptsAfterPaint', () => {
  it('holds module scripts, preloads and the stylesheet (first, in a template of its own, for the app to link) in the after-paint template, and writes its critical CSS inline', () => {
    const html = page(
      '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/style-1.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">',
    );
    expect(scriptsAfterPaint(html, css)).toBe(
      '<!doctype html><html><head><script>inline()</script><style data-critical>body{color:red}</style></head><body><div id="root"><p>rendered</p></div>' +
        '<template id="after-paint"><template data-whole-stylesheet><link rel="stylesheet" crossorigin href="/assets/style-1.css"></template><link rel="modulepreload" crossorigin href="/assets/shared-1.js">' +
        '<script type="module" crossorigin src="/assets/index-1.js"></script></template></body></html>',
    );
  });

  it("holds the web app manifest's link longer, in a template of its own for the app to link once the page has settled: it is for installing, not for the load", () => {
    const html = page('<link rel="manifest" href="/manifest.webmanifest"><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/style-1.css">');
    expect(scriptsAfterPaint(html, css)).toBe(
      '<!doctype html><html><head><script>inline()</script><style data-critical>body{color:red}</style></head><body><div id="root"><p>rendered</p></div>' +
        '<template id="after-paint"><template data-whole-stylesheet><link rel="stylesheet" crossorigin href="/assets/style-1.css"></template>' +
        '<template data-after-settle><link rel="manifest" href="/manifest.webmanifest"></template><script type="module" crossorigin src="/assets/index-1.js"></script></template></body></html>',
    );
  });

  it('keeps a stylesheet it cannot read linked, and inline scripts where they are', () => {
    const html = page('<link rel="stylesheet" href="/assets/other.css">');
    expect(scriptsAfterPaint(html, css)).toBe(html);
  });
});

describe('withCriticalCssOf', () => {
  it('remakes the critical CSS from the stylesheet the template holds for the app (the static edition’s page of both layouts)', () => {
    const sent = scriptsAfterPaint(page('<link rel="stylesheet" crossorigin href="/assets/style-1.css">'), css);
    const remade = withCriticalCssOf(sent.replace('body{color:red}', 'p{}'), css);
    expect(remade).toBe(sent);
  });
});

describe('the priority image', () => {
  it('is preloaded in AVIF from the head, before the stylesheet', () => {
    const body =
      '<picture class="p"><source type="image/avif" srcSet="/media/a_960x600_480.avif 480w, /media/a_960x600_960.avif 960w" sizes="14rem"/>' +
      '<source type="image/webp" srcSet="/media/a_960x600_480.webp 480w" sizes="14rem"/><img src="/media/a_960x600_960.png" fetchPriority="high"/></picture>';
    const html = `<!doctype html><html><head><link rel="stylesheet" href="/assets/style-1.css"></head><body>${body}</body></html>`;
    expect(scriptsAfterPaint(html, css)).toBe(
      '<!doctype html><html><head><link rel="preload" as="image" type="image/avif" imagesrcset="/media/a_960x600_480.avif 480w, /media/a_960x600_960.avif 960w" ' +
        `imagesizes="14rem" fetchpriority="high"><style data-critical>body{color:red}</style></head><body>${body}` +
        '<template id="after-paint"><template data-whole-stylesheet><link rel="stylesheet" href="/assets/style-1.css"></template></template></body></html>',
    );
  });

  it('is not preloaded when no picture has the priority', () => {
    const html = '<html><head><link rel="stylesheet" href="/assets/style-1.css"></head><body><picture><source type="image/avif" srcSet="/a.avif 1w" sizes="1px"/><img loading="lazy"/></picture></body></html>';
    expect(scriptsAfterPaint(html, css)).not.toContain('rel="preload"');
  });
});
