import { describe, expect, it } from 'vitest';
import { criticalCssOf, pageClasses } from './criticalCss';

const STYLESHEET =
  '@font-face{font-family:Fallback;src:local(Courier New)}' +
  ':root{--primary:#0f0}html.js ._noScript_a{display:none}html[data-theme=light] ._screen_a{color:#000}' +
  'body{margin:0}._screen_a{display:grid}._lightbox_b{position:fixed}._screen_a ._title_a{font-weight:700}' +
  '._title_a:hover{color:red}._log_c ._line_c,._title_a::after{content:""}._row_c:not(._open_c){opacity:.5}' +
  '@media (max-width:640px){._screen_a{gap:0}._lightbox_b{inset:0}}' +
  '@container banner (min-width:60ch){._wide_d{display:block}}' +
  '@keyframes blink{50%{opacity:0}}';

const page = (body: string) => `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;

describe('critical CSS', () => {
  const critical = criticalCssOf(STYLESHEET);

  it("keeps the rules a page's classes can match, in the stylesheet's order, and every rule that needs no class", () => {
    expect(critical(page('<main class="_screen_a"><h1 class="_title_a">Riley</h1><div class="_noScript_a">ls</div></main>'))).toBe(
      '@font-face{font-family:Fallback;src:local(Courier New)}' +
        ':root{--primary:#0f0}html.js ._noScript_a{display:none}html[data-theme=light] ._screen_a{color:#000}' +
        'body{margin:0}._screen_a{display:grid}._screen_a ._title_a{font-weight:700}' +
        '._title_a:hover{color:red}._log_c ._line_c,._title_a::after{content:""}' +
        '@media (max-width:640px){._screen_a{gap:0}}' +
        '@keyframes blink{50%{opacity:0}}',
    );
  });

  it("takes the classes index.html's script sets on <html> as there, and a class inside :not() as not needed", () => {
    const css = critical(page('<p class="_row_c _noScript_a">x</p>'));
    expect(css).toContain('html.js ._noScript_a{display:none}');
    expect(css).toContain('._row_c:not(._open_c){opacity:.5}');
    expect(css).not.toContain('._lightbox_b');
    expect(css).not.toContain('@container');
  });

  it('keeps a container query with what is inside it that the page uses', () => {
    expect(critical(page('<pre class="_wide_d"></pre>'))).toContain('@container banner (min-width:60ch){._wide_d{display:block}}');
  });

  it('reads every class of every element, and nothing from text that only looks like one', () => {
    expect([...pageClasses('<div class="a  b"><p class="c">class=d</p><span data-class="e"></span></div>')]).toEqual(['a', 'b', 'c']);
  });
});
