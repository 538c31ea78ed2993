import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlCommentsOut, withoutComments } from './htmlComments';

const INDEX_HTML = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');

describe('index.html without its comments', () => {
  it('keeps every tag and the inline script as they are, and no comment', () => {
    const built = withoutComments(INDEX_HTML);
    expect(INDEX_HTML).toContain('<!--');
    expect(built).not.toContain('<!--');
    expect(built.startsWith('<!doctype html>')).toBe(true);
    for (const element of ['<meta ', '<link ', '<title>', '<script', '<div id="root">']) {
      expect(built.split(element).length, element).toBe(INDEX_HTML.split(element).length);
    }
    const script = (html: string) => /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(script(built)).toBe(script(INDEX_HTML));
    expect(built.length).toBeLessThan(INDEX_HTML.length - 2000);
  });

  it('runs in the build only, after the other plugins have written the head', () => {
    const plugin = htmlCommentsOut();
    expect(plugin.apply).toBe('build');
    expect(plugin.transformIndexHtml).toMatchObject({ order: 'post' });
  });
});
