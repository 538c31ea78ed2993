import { vi } from 'vitest';
import { textLine } from '../../engine/output';
import { createOutputLog } from '../../engine/outputLog';
import type { TerminalViewProps } from './TerminalView';

/** The prompt of the view's tests. */
export const PROMPT = 'guest@portfolio:~$';

/** A `TerminalView`'s props in a test: a log of one Welcome line, an empty input at `PROMPT`, every callback a mock; `overrides` win. */
export function viewProps(overrides: Partial<TerminalViewProps> = {}): TerminalViewProps {
  return {
    lines: createOutputLog([textLine('Welcome')]).lines,
    value: '',
    prompt: PROMPT,
    onChange: vi.fn(),
    onSubmit: vi.fn(),
    onHistoryBack: vi.fn(),
    onHistoryForward: vi.fn(),
    onComplete: vi.fn(),
    onClear: vi.fn(),
    onInterrupt: vi.fn(),
    onNavigate: vi.fn(),
    onFill: vi.fn(),
    ...overrides,
  };
}
