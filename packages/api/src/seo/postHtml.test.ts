import { describe, expect, it } from 'vitest';
import { postHtml } from './postHtml';

const postUrl = 'https://example.com/writing/my-post';
const html = (markdown: string) => postHtml(markdown, { postUrl });

describe('postHtml', () => {
  it('renders CommonMark', () => {
    expect(html('Some **bold** and *em* text.')).toBe('<p>Some <strong>bold</strong> and <em>em</em> text.</p>');
    expect(html('- one\n- two')).toBe('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
  });

  it("renders GitHub's tables, strikethrough, task lists and footnotes", () => {
    expect(html('| a | b |\n|:-|-:|\n| 1 | ~~2~~ |')).toBe(
      '<table>\n<thead>\n<tr>\n<th align="left">a</th>\n<th align="right">b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align="left">1</td>\n<td align="right"><del>2</del></td>\n</tr>\n</tbody>\n</table>',
    );
    expect(html('- [x] done\n- [ ] todo')).toBe(
      '<ul class="contains-task-list">\n<li class="task-list-item"><input type="checkbox" checked disabled> done</li>\n<li class="task-list-item"><input type="checkbox" disabled> todo</li>\n</ul>',
    );
    expect(html('Note[^1].\n\n[^1]: The note.')).toContain('<li id="user-content-fn-1">\n<p>The note.');
  });

  it('links bare URLs and addresses like any link, dropping what could run', () => {
    expect(html('see https://example.org/a and www.example.net, mail a@b.co')).toBe(
      '<p>see <a href="https://example.org/a">https://example.org/a</a> and <a href="http://www.example.net/">www.example.net</a>, mail <a href="mailto:a@b.co">a@b.co</a></p>',
    );
    expect(html('javascript:alert(1) and data:text/html,x')).toBe('<p>javascript:alert(1) and data:text/html,x</p>');
  });

  it('escapes code blocks and inline code', () => {
    expect(html('```js\n<script>alert(1)</script> & more\n```')).toBe(
      '<pre><code class="language-js">&#x3C;script>alert(1)&#x3C;/script> &#x26; more\n</code></pre>',
    );
    expect(html('Use `<b>` here.')).toBe('<p>Use <code>&#x3C;b></code> here.</p>');
  });

  it('shows raw HTML as text, never as markup', () => {
    expect(html('<script>alert(1)</script>')).toBe('&#x3C;script>alert(1)&#x3C;/script>');
    expect(html('Hi <img src=x onerror=alert(1)> there')).toBe('<p>Hi &#x3C;img src=x onerror=alert(1)> there</p>');
    expect(html('<div onclick="x">raw</div>')).not.toContain('<div');
  });

  it('drops links that could run something, keeping their words', () => {
    expect(html('[x](javascript:alert(1))')).toBe('<p>x</p>');
    expect(html('[x](JaVa\tScRiPt:alert(1))')).not.toContain('href');
    expect(html('[x](vbscript:msgbox(1)) [y](data:text/html,hi) [z](//evil.example)')).toBe('<p>x y z</p>');
    expect(html('[x][evil]\n\n[evil]: javascript:alert(1)')).toBe('<p>x</p>');
  });

  it('keeps http(s) and mailto links, with nothing that runs', () => {
    expect(html('[site](https://example.org/a?b=1&c=2 "A \\"title\\"")')).toBe(
      '<p><a href="https://example.org/a?b=1&#x26;c=2" title="A &#x22;title&#x22;">site</a></p>',
    );
    expect(html('[mail](mailto:riley@example.com)')).toBe('<p><a href="mailto:riley@example.com">mail</a></p>');
  });

  it('makes relative links and images absolute against the post', () => {
    expect(html('[a](/writing/other) [b](notes) [c](#part)')).toBe(
      '<p><a href="https://example.com/writing/other">a</a> <a href="https://example.com/writing/notes">b</a> <a href="https://example.com/writing/my-post#part">c</a></p>',
    );
    expect(html('![pic](/uploads/a.png "Pic")')).toBe('<p><img src="https://example.com/uploads/a.png" alt="pic" title="Pic"></p>');
    expect(html('[ref][r]\n\n[r]: /writing/x "T"')).toBe('<p><a href="https://example.com/writing/x" title="T">ref</a></p>');
  });

  it('normalises URLs the way the site does', () => {
    expect(html('[a](<https://example.org/a b>)')).toBe('<p><a href="https://example.org/a%20b">a</a></p>');
  });

  it('shows the alt text of an image it may not load', () => {
    expect(html('![a](data:image/png;base64,AAAA)')).toBe('<p>a</p>');
    expect(html('![mail](mailto:a@b.c)')).toBe('<p>mail</p>');
    expect(html('![b][img]\n\n[img]: javascript:alert(1)')).toBe('<p>b</p>');
    expect(html('![c](https://example.org/c.png)')).toBe('<p><img src="https://example.org/c.png" alt="c"></p>');
  });
});
