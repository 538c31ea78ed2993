import { afterEach, describe, expect, it } from 'vitest';
import { stylesheetsLoaded } from './stylesheetsLoaded';

const link = (href: string) => {
  const element = document.createElement('link');
  element.rel = 'stylesheet';
  element.href = href;
  document.head.appendChild(element);
  return element;
};

describe('stylesheetsLoaded', () => {
  afterEach(() => {
    for (const element of document.head.querySelectorAll('link')) element.remove();
  });

  it('resolves at once when the page links no stylesheet', async () => {
    await expect(stylesheetsLoaded()).resolves.toBeUndefined();
  });

  it('waits for every linked stylesheet to load or fail', async () => {
    const whole = link('/assets/style-1.css');
    const other = link('/assets/other.css');
    let done = false;
    const waiting = stylesheetsLoaded().then(() => {
      done = true;
    });
    whole.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    other.dispatchEvent(new Event('error'));
    await waiting;
    expect(done).toBe(true);
  });
});
