import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it, vi } from 'vitest';

// index.html's inline script turning the tags a rendered page holds in <template id="after-paint">
// (the API's pages/afterPaint.ts) back into live ones once the page has painted: one tag a task, in
// order, so that no one task of the page's holds every request they start (issue 31). A file of its
// own: the script runs once here, in a page of its own, where pageScript.dom.test.ts runs it anew
// for each of its cases.
const INDEX_HTML = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8');
const PAGE_SCRIPT = /<script>([\s\S]*?)<\/script>/.exec(INDEX_HTML)?.[1] ?? '';

afterEach(() => {
  vi.useRealTimers();
});

/** What the page's head has gained, as `rel href` or `script src`. */
function added(): string[] {
  return [...document.head.querySelectorAll('link, script')].map((tag) => (tag.tagName === 'LINK' ? `${tag.getAttribute('rel')} ${tag.getAttribute('href')}` : `script ${tag.getAttribute('src')}`));
}

it('puts in the held tags one a task, in order, leaving the nested templates held, once', () => {
  vi.useFakeTimers();
  sessionStorage.setItem('splashShown', 'true');
  document.body.innerHTML =
    '<template id="after-paint"><template data-whole-stylesheet><link rel="stylesheet" href="/assets/style.css"></template>' +
    '<link rel="modulepreload" crossorigin href="/assets/shared.js"><link rel="modulepreload" crossorigin href="/assets/route.js">' +
    '<script type="module" crossorigin src="/assets/index.js"></script></template>';
  new Function(PAGE_SCRIPT)();
  // Without a paint to observe (this document reports none), 1 s after DOMContentLoaded.
  document.dispatchEvent(new Event('DOMContentLoaded'));
  vi.advanceTimersByTime(999);
  expect(added()).toEqual([]);

  vi.advanceTimersToNextTimer();
  expect(added()).toEqual(['modulepreload /assets/shared.js']);
  vi.advanceTimersToNextTimer();
  expect(added()).toEqual(['modulepreload /assets/shared.js', 'modulepreload /assets/route.js']);
  vi.advanceTimersToNextTimer();
  expect(added()).toEqual(['modulepreload /assets/shared.js', 'modulepreload /assets/route.js', 'script /assets/index.js']);
  const script = document.head.querySelector('script');
  expect(script?.getAttribute('type')).toBe('module');
  expect(script?.hasAttribute('crossorigin')).toBe(true);

  expect(vi.getTimerCount()).toBe(0);
  document.dispatchEvent(new Event('DOMContentLoaded'));
  vi.runAllTimers();
  expect(added()).toHaveLength(3);
});
