import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkSettledLinks, linkWhenSettled } from './settledLinks';

/** The page's after-paint template as the API's `pages/afterPaint.ts` writes it, the manifest's link held in a template of its own. */
function holdManifest(): void {
  const afterPaint = document.createElement('template');
  afterPaint.id = 'after-paint';
  afterPaint.innerHTML =
    '<template data-whole-stylesheet><link rel="stylesheet" href="/assets/style-1.css"></template>' +
    '<template data-after-settle><link rel="manifest" href="/manifest.webmanifest"></template>' +
    '<script type="module" src="/assets/index-1.js"></script>';
  document.body.appendChild(afterPaint);
}

const linked = () => document.head.querySelectorAll('link[rel="manifest"]');
const afterPaint = () => (document.getElementById('after-paint') as HTMLTemplateElement).content;

afterEach(() => {
  for (const element of document.querySelectorAll('link[rel="manifest"], #after-paint')) element.remove();
});

describe('linkSettledLinks', () => {
  it('puts the held manifest link in the head, once, and leaves the rest of the template as it is', () => {
    holdManifest();
    linkSettledLinks();
    const [link] = linked();
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect(link?.getAttribute('href')).toBe('/manifest.webmanifest');
    expect(afterPaint().querySelector('template[data-after-settle]')).toBeNull();
    expect(afterPaint().querySelector('template[data-whole-stylesheet]')).not.toBeNull();
    expect(afterPaint().querySelector('script')).not.toBeNull();
    linkSettledLinks();
    expect(linked()).toHaveLength(1);
  });

  it('has nothing to do on a page that holds none', () => {
    linkSettledLinks();
    expect(linked()).toHaveLength(0);
  });
});

describe('linkWhenSettled', () => {
  it('waits for the page to settle before linking', () => {
    holdManifest();
    const settled: (() => void)[] = [];
    linkWhenSettled(document, (callback) => settled.push(callback));
    // jsdom's document has loaded: the wait starts at once.
    expect(settled).toHaveLength(1);
    expect(linked()).toHaveLength(0);
    settled[0]?.();
    expect(linked()).toHaveLength(1);
  });

  it('on a page still loading, starts the wait at its load event', () => {
    holdManifest();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const settled: (() => void)[] = [];
    linkWhenSettled(document, (callback) => settled.push(callback));
    expect(settled).toHaveLength(0);
    vi.restoreAllMocks();
    window.dispatchEvent(new Event('load'));
    expect(settled).toHaveLength(1);
    settled[0]?.();
    expect(linked()).toHaveLength(1);
  });
});
