import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const addWebFont = vi.fn((..._args: unknown[]) => Promise.resolve());
const fetchWebFontFiles = vi.fn(() => Promise.resolve([new ArrayBuffer(1), new ArrayBuffer(2)]));
vi.mock('./webFont', () => ({ addWebFont, fetchWebFontFiles }));
// The page has painted (a page the server wrote runs its scripts only after that).
vi.mock('@portfolio/terminal-ui/components/FirstPaint', () => ({ afterFirstContentfulPaint: (callback: () => void) => callback() }));

const { pageWebFont } = await import('./pageWebFont');
const { SETTLE_MS } = await import('../document/whenSettled');

/** Lets the imports and fetches settle. */
async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 20));
}

beforeEach(() => {
  addWebFont.mockClear();
  fetchWebFontFiles.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

/** The browser's idle callbacks, run soon after: what each was asked with. */
function stubIdleCallbacks(): IdleRequestOptions[] {
  const asked: IdleRequestOptions[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void, options: IdleRequestOptions) => {
    asked.push(options);
    return setTimeout(callback, 5);
  });
  return asked;
}

describe('pageWebFont', () => {
  it('puts the font in at once on a page that does not wait, fetching it by URL', async () => {
    const atTouch = pageWebFont(false);
    await settle();
    expect(addWebFont).toHaveBeenCalledTimes(1);
    expect(addWebFont.mock.calls[0]).toEqual([]);
    expect(fetchWebFontFiles).not.toHaveBeenCalled();
    atTouch();
    await settle();
    expect(addWebFont).toHaveBeenCalledTimes(1);
  });

  it('on a waiting page fetches the files after the paint, and puts the faces in only once idle after the take-over, made of them', async () => {
    const idle = stubIdleCallbacks();
    const atTouch = pageWebFont(true);
    await settle();
    expect(fetchWebFontFiles).toHaveBeenCalledTimes(1);
    expect(addWebFont).not.toHaveBeenCalled();
    vi.useFakeTimers();
    try {
      atTouch();
      // Not in the touch's own task, which hydrates, nor while its click may still come.
      await vi.advanceTimersByTimeAsync(SETTLE_MS - 1);
      expect(idle).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(idle).toEqual([{ timeout: 2000 }]);
      expect(addWebFont).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(5);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(addWebFont).toHaveBeenCalledTimes(1));
    expect(addWebFont.mock.calls[0]).toEqual([undefined, [new ArrayBuffer(1), new ArrayBuffer(2)]]);
  });

  it('without idle callbacks puts them in twice that wait after the take-over', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    try {
      const atTouch = pageWebFont(true);
      atTouch();
      await vi.advanceTimersByTimeAsync(2 * SETTLE_MS - 1);
      expect(addWebFont).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(addWebFont).toHaveBeenCalledTimes(1));
    } finally {
      vi.useRealTimers();
    }
  });
});
