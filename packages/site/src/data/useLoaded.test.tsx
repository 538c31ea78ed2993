import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createLoader } from './loader';
import { useLoaded } from './useLoaded';

/** A read that answers `first` the first time (the load beside the chunk), then what the screen loads. */
const readings = (first: Promise<string>) =>
  vi
    .fn<() => Promise<string>>()
    .mockImplementationOnce(() => first)
    .mockImplementation(async () => 'loaded by the screen');

describe('useLoaded', () => {
  it('is loading, then ready; another key loads again', async () => {
    const load = vi.fn(async () => 'answer');
    const loader = createLoader(load);
    const { result, rerender } = renderHook(({ key }) => useLoaded(loader, key), { initialProps: { key: 'a' } });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'answer' }));
    rerender({ key: 'b' });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows an answer fetched with the screen at once, without loading it again, and only once', async () => {
    const load = readings(Promise.resolve('fetched with the chunk'));
    const first = createLoader(load);
    await first.begin('a');
    const { result, unmount } = renderHook(() => useLoaded(first, 'a'));
    expect(result.current).toEqual({ status: 'ready', data: 'fetched with the chunk' });
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    unmount();

    const again = renderHook(() => useLoaded(first, 'a'));
    expect(again.result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(again.result.current).toEqual({ status: 'ready', data: 'loaded by the screen' }));
  });

  it('shows a failure fetched with the screen as the first state', async () => {
    const error = new Error('Network down');
    const first = createLoader(readings(Promise.reject(error)));
    await first.begin('a');
    const { result } = renderHook(() => useLoaded(first, 'a'));
    expect(result.current).toEqual({ status: 'failed', message: error.message });
  });

  it('shows a missing item (null) as not found', async () => {
    const first = createLoader(async () => null);
    const { result } = renderHook(() => useLoaded(first, 'a'));
    await waitFor(() => expect(result.current).toEqual({ status: 'notFound' }));
  });

  it('under StrictMode (development) keeps the first answer and loads nothing again; another key loads', async () => {
    const load = readings(Promise.resolve('fetched with the chunk'));
    const first = createLoader(load);
    await first.begin('a');
    const { result, rerender } = renderHook(({ key }) => useLoaded(first, key), { wrapper: StrictMode, initialProps: { key: 'a' } });
    await act(async () => undefined);
    expect(result.current).toEqual({ status: 'ready', data: 'fetched with the chunk' });
    expect(load).toHaveBeenCalledTimes(1);
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'loaded by the screen' }));
    const loadsForB = load.mock.calls.length;
    expect(loadsForB).toBeGreaterThan(1);
    // Back to the first key: its first answer was shown and handed back, so it loads for itself.
    rerender({ key: 'a' });
    await waitFor(() => expect(load.mock.calls.length).toBeGreaterThan(loadsForB));
  });
});
