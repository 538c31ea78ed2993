import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint, type Stylesheets } from './afterPaint';

const page = (head: string) =>
  `<!doctype html><html><head><script>inline()</script>${head}</head><body><div id="root"><p>rendered</p></div></body></html>`;
const css: Stylesheets = (href) => (href === '/assets/style-1.css' ? 'body{color:red}' : null);

describe('scriptsAfterPaint', () => {
  it('holds module scripts and preloads in the after-paint template and writes the stylesheet inline', () => {
    const html = page(
      '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/style-1.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">',
    );
    expect(scriptsAfterPaint(html, css)).toBe(
      '<!doctype html><html><head><script>inline()</script><style>body{color:red}</style></head><body><div id="root"><p>rendered</p></div>' +
        '<template id="after-paint"><link rel="modulepreload" crossorigin href="/assets/shared-1.js"><script type="module" crossorigin src="/assets/index-1.js"></script></template></body></html>',
    );
  });

  it('keeps a stylesheet it cannot read linked, and inline scripts where they are', () => {
    const html = page('<link rel="stylesheet" href="/assets/other.css">');
    expect(scriptsAfterPaint(html, css)).toBe(html);
  });
});
