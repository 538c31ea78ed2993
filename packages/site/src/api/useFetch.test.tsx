import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createFirstLoad } from './firstLoad';
import { useFetch } from './useFetch';

describe('useFetch', () => {
  it('is loading, then ready; another key loads again', async () => {
    const load = vi.fn(async () => 'answer');
    const { result, rerender } = renderHook(({ key }) => useFetch(key, load), { initialProps: { key: 'a' } });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'answer' }));
    rerender({ key: 'b' });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows an answer fetched with the screen at once, without loading it again, and only once', async () => {
    const first = createFirstLoad(async () => 'fetched with the chunk');
    await first.begin('a');
    const load = vi.fn(async () => 'loaded by the screen');
    const { result, unmount } = renderHook(() => useFetch('a', load, first));
    expect(result.current).toEqual({ status: 'ready', data: 'fetched with the chunk' });
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    unmount();

    const again = renderHook(() => useFetch('a', load, first));
    expect(again.result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(again.result.current).toEqual({ status: 'ready', data: 'loaded by the screen' }));
  });

  it('shows a failure fetched with the screen as the first state', async () => {
    const error = new Error('Network down');
    const first = createFirstLoad(() => Promise.reject(error));
    await first.begin('a');
    const { result } = renderHook(() => useFetch('a', async () => 'unused', first));
    expect(result.current).toEqual({ status: 'failed', error });
  });

  it('under StrictMode (development) keeps the first answer and loads nothing again; another key loads', async () => {
    const first = createFirstLoad(async () => 'fetched with the chunk');
    await first.begin('a');
    const load = vi.fn(async () => 'loaded by the screen');
    const { result, rerender } = renderHook(({ key }) => useFetch(key, load, first), { wrapper: StrictMode, initialProps: { key: 'a' } });
    await act(async () => undefined);
    expect(result.current).toEqual({ status: 'ready', data: 'fetched with the chunk' });
    expect(load).not.toHaveBeenCalled();
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'loaded by the screen' }));
    const loadsForB = load.mock.calls.length;
    expect(loadsForB).toBeGreaterThan(0);
    // Back to the first key: its first answer was shown and handed back, so it loads for itself.
    rerender({ key: 'a' });
    await waitFor(() => expect(load.mock.calls.length).toBeGreaterThan(loadsForB));
  });
});
