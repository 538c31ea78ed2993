import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TerminalInput } from '../engine/terminalInput';
import { useScreenTerminalInput } from './useScreenTerminalInput';

describe('useScreenTerminalInput', () => {
  it('builds the input once; its getter reads the values of the latest render', () => {
    const build = vi.fn(
      (latest: () => { theme: 'dark' | 'light' }): TerminalInput => ({ commands: [], prompt: '$', getContext: latest }),
    );
    const { result, rerender } = renderHook(({ theme }) => useScreenTerminalInput({ theme }, build), {
      initialProps: { theme: 'dark' as 'dark' | 'light' },
    });
    const first = result.current;
    expect(first.getContext()).toEqual({ theme: 'dark' });
    rerender({ theme: 'light' });
    expect(result.current).toBe(first);
    expect(first.getContext()).toEqual({ theme: 'light' });
    expect(build).toHaveBeenCalledTimes(1);
  });
});
