import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkWholeStylesheet, wholeStylesheetAtTouch } from './wholeStylesheet';

/** The page's after-paint template, holding the whole stylesheet's link as the API's `pages/afterPaint.ts` writes it. */
function holdStylesheet(): void {
  const afterPaint = document.createElement('template');
  afterPaint.id = 'after-paint';
  afterPaint.innerHTML =
    '<template data-whole-stylesheet><link rel="stylesheet" crossorigin href="/assets/style-1.css"></template>' +
    '<script type="module" src="/assets/index-1.js"></script>';
  document.body.appendChild(afterPaint);
}

const applied = () => document.head.querySelectorAll('[data-whole-stylesheet]');
const stillHeld = () => (document.getElementById('after-paint') as HTMLTemplateElement | null)?.content.querySelectorAll('[data-whole-stylesheet]').length;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  for (const element of document.querySelectorAll('[data-whole-stylesheet], #after-paint')) element.remove();
});

describe('linkWholeStylesheet', () => {
  it('links the held stylesheet, once, and resolves once it has loaded', async () => {
    holdStylesheet();
    let done = false;
    const linked = linkWholeStylesheet().then(() => {
      done = true;
    });
    const [link] = applied();
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect(link).toMatchObject({ rel: 'stylesheet', href: `${window.location.origin}/assets/style-1.css` });
    expect(link?.hasAttribute('crossorigin')).toBe(true);
    expect(stillHeld()).toBe(0);
    void linkWholeStylesheet();
    expect(applied()).toHaveLength(1);
    await flush();
    expect(done).toBe(false);
    link?.dispatchEvent(new Event('load'));
    await linked;
    expect(done).toBe(true);
  });

  it('has nothing to do on a page that holds none', async () => {
    await expect(linkWholeStylesheet()).resolves.toBeUndefined();
    expect(applied()).toHaveLength(0);
  });
});

describe('wholeStylesheetAtTouch', () => {
  it('reads the text at once and applies it, synchronously, only when called, and once', async () => {
    holdStylesheet();
    const read = vi.fn(() => Promise.resolve('.lightbox { position: fixed; }'));
    const apply = wholeStylesheetAtTouch(document, read);
    expect(read).toHaveBeenCalledWith(`${window.location.origin}/assets/style-1.css`);
    await flush();
    expect(applied()).toHaveLength(0);

    apply();
    const [style] = applied();
    expect(style).toBeInstanceOf(HTMLStyleElement);
    expect(style?.textContent).toBe('.lightbox { position: fixed; }');
    expect(stillHeld()).toBe(0);
    apply();
    expect(applied()).toHaveLength(1);
  });

  it('links the stylesheet instead when its text is not in yet, or could not be read', async () => {
    holdStylesheet();
    wholeStylesheetAtTouch(document, () => new Promise(() => undefined))();
    expect(applied()[0]).toMatchObject({ rel: 'stylesheet' });
    for (const element of document.querySelectorAll('[data-whole-stylesheet], #after-paint')) element.remove();

    holdStylesheet();
    const apply = wholeStylesheetAtTouch(document, () => Promise.reject(new Error('offline')));
    await flush();
    apply();
    expect(applied()[0]).toMatchObject({ rel: 'stylesheet' });
  });
});
