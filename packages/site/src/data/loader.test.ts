import { describe, expect, it, vi } from 'vitest';
import { createLoader, FIRST_LOAD_FRESH_MS, FIRST_LOAD_WAIT_MS } from './loader';

describe('createLoader', () => {
  it('keeps the answer for the first render, until the screen releases it', async () => {
    const load = vi.fn(async (key: string) => `data of ${key}`);
    const first = createLoader(load);
    expect(first.peek('a')).toBeUndefined();
    await first.begin('a');
    expect(load).toHaveBeenCalledWith('a');
    expect(first.peek('a')).toEqual({ status: 'ready', data: 'data of a' });
    expect(first.peek('b')).toBeUndefined();
    first.release('a');
    expect(first.peek('a')).toBeUndefined();
  });

  it('keeps a failure too, so the first render shows the reason', async () => {
    const error = new Error('503 Service Unavailable');
    const first = createLoader(() => Promise.reject(error));
    await expect(first.begin('a')).resolves.toBeUndefined();
    expect(first.peek('a')).toEqual({ status: 'failed', message: error.message });
  });

  it('waits at most FIRST_LOAD_WAIT_MS for a slow answer, and keeps it when it comes', async () => {
    vi.useFakeTimers();
    let answer: (value: string) => void = () => undefined;
    const first = createLoader(() => new Promise<string>((resolve) => (answer = resolve)));
    let waited = false;
    void first.begin('a').then(() => (waited = true));
    await vi.advanceTimersByTimeAsync(FIRST_LOAD_WAIT_MS - 1);
    expect(waited).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(waited).toBe(true);
    expect(first.peek('a')).toBeUndefined();
    answer('late');
    await vi.advanceTimersByTimeAsync(0);
    expect(first.peek('a')).toEqual({ status: 'ready', data: 'late' });
  });

  it('does not offer an answer older than FIRST_LOAD_FRESH_MS', async () => {
    let now = 1_000;
    const first = createLoader(async () => 'data', { now: () => now });
    await first.begin('a');
    now += FIRST_LOAD_FRESH_MS;
    expect(first.peek('a')).toEqual({ status: 'ready', data: 'data' });
    now += 1;
    expect(first.peek('a')).toBeUndefined();
  });

  it("holds a seed (the page's own data) for good, null as not found, without loading it", async () => {
    let now = 1_000;
    const load = vi.fn(async () => 'loaded');
    const first = createLoader(load, { now: () => now });
    first.seed('from the page');
    first.seed(null, 'gone');
    now += FIRST_LOAD_FRESH_MS * 10;
    await first.load();
    expect(first.peek()).toEqual({ status: 'ready', data: 'from the page' });
    expect(first.peek('gone')).toEqual({ status: 'notFound' });
    expect(load).not.toHaveBeenCalled();
  });

  it('shares a load on its way, and tells its subscribers what is held and what is released', async () => {
    const load = vi.fn(async () => 'shared');
    const first = createLoader(load, { freshMs: Number.POSITIVE_INFINITY });
    const listener = vi.fn();
    first.subscribe(listener);
    await Promise.all([first.load(), first.load()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    first.release();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(first.peek()).toBeUndefined();
  });
});
