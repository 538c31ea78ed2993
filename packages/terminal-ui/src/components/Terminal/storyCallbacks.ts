import { fn } from 'storybook/test';
import type { TerminalViewProps } from './TerminalView';

/** Every callback `TerminalView` takes, as Storybook spies: what its stories' `args` start from. */
export const terminalViewCallbacks = () =>
  ({
    onChange: fn(),
    onSubmit: fn(),
    onHistoryBack: fn(),
    onHistoryForward: fn(),
    onComplete: fn(),
    onClear: fn(),
    onInterrupt: fn(),
    onNavigate: fn(),
    onFill: fn(),
  }) satisfies Partial<TerminalViewProps>;
