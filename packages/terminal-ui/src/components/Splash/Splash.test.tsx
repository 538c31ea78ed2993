import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { splashMachine } from '../../machines/splashMachine';
import { Splash } from './Splash';
import type * as SplashViewModule from './SplashView';

const broken = vi.hoisted(() => ({ view: false }));
vi.mock('./SplashView', async (importOriginal) => {
  const original = await importOriginal<typeof SplashViewModule>();
  return {
    SplashView: (props: Parameters<typeof original.SplashView>[0]) => {
      if (broken.view) throw new Error('render failed');
      return original.SplashView(props);
    },
  };
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Splash', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    broken.view = false;
  });

  it('boots through the four steps, welcomes, fades and reports done', () => {
    const onDone = vi.fn();
    render(<Splash onDone={onDone} />);
    expect(screen.getByText('portfolio system v2.1.3')).toBeInTheDocument();
    advance(500);
    expect(screen.getByText(/Initializing core systems/)).toBeInTheDocument();
    advance(3 * 400);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    advance(400);
    expect(screen.getByRole('status')).toHaveTextContent('System online - Welcome!');
    advance(500);
    expect(screen.getByTestId('splash')).toHaveAttribute('data-fading');
    expect(screen.getByTestId('splash')).toHaveAttribute('inert');
    expect(onDone).not.toHaveBeenCalled();
    advance(500);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('tolerates a failing warm-up', async () => {
    const onDone = vi.fn();
    const machine = splashMachine.provide({ actors: { warmUp: fromPromise(() => Promise.reject(new Error('down'))) } });
    render(<Splash onDone={onDone} machine={machine} />);
    await act(async () => vi.advanceTimersByTimeAsync(500 + 4 * 400));
    expect(screen.getByRole('status')).toHaveTextContent('System online - Welcome!');
  });

  it('Enter or Escape skips to the fade, unless not skippable', () => {
    const onDone = vi.fn();
    const { unmount } = render(<Splash onDone={onDone} skippable={false} />);
    fireEvent.keyDown(document, { key: 'Enter' });
    advance(500);
    expect(onDone).not.toHaveBeenCalled();
    unmount();
    for (const key of ['Enter', 'Escape']) {
      onDone.mockClear();
      const { unmount: close } = render(<Splash onDone={onDone} />);
      fireEvent.keyDown(document, { key });
      advance(500);
      expect(onDone).toHaveBeenCalledTimes(1);
      close();
    }
  });

  it('keeps the key that skips from the page, and lets typing through without skipping', () => {
    const onDone = vi.fn();
    const pageKeys = vi.fn();
    document.body.addEventListener('keydown', pageKeys);
    render(<Splash onDone={onDone} />);
    expect(fireEvent.keyDown(document.body, { key: 'w' })).toBe(true);
    advance(500);
    expect(screen.getByTestId('splash')).not.toHaveAttribute('data-fading');
    expect(pageKeys).toHaveBeenCalledTimes(1);
    expect(fireEvent.keyDown(document.body, { key: 'Enter' })).toBe(false);
    expect(pageKeys).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('splash')).toHaveAttribute('data-fading');
    document.body.removeEventListener('keydown', pageKeys);
  });

  it('on a rendering error shows "Boot sequence complete" and closes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken.view = true;
    const onDone = vi.fn();
    render(<Splash onDone={onDone} />);
    expect(screen.getByRole('status')).toHaveTextContent('Boot sequence complete');
    advance(500 + 500);
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
