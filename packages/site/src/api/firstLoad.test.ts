import { describe, expect, it, vi } from 'vitest';
import { createFirstLoad, FIRST_LOAD_FRESH_MS, FIRST_LOAD_WAIT_MS } from './firstLoad';

describe('createFirstLoad', () => {
  it('keeps the answer for the first render, until the screen releases it', async () => {
    const load = vi.fn(async (key: string) => `data of ${key}`);
    const first = createFirstLoad(load);
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
    const first = createFirstLoad(() => Promise.reject(error));
    await expect(first.begin('a')).resolves.toBeUndefined();
    expect(first.peek('a')).toEqual({ status: 'failed', error });
  });

  it('waits at most FIRST_LOAD_WAIT_MS for a slow answer, and keeps it when it comes', async () => {
    vi.useFakeTimers();
    let answer: (value: string) => void = () => undefined;
    const first = createFirstLoad(() => new Promise<string>((resolve) => (answer = resolve)));
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
    const first = createFirstLoad(async () => 'data', () => now);
    await first.begin('a');
    now += FIRST_LOAD_FRESH_MS;
    expect(first.peek('a')).toEqual({ status: 'ready', data: 'data' });
    now += 1;
    expect(first.peek('a')).toBeUndefined();
  });
});
