import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createOutputLog } from '../../engine/outputLog';
import type { NewOutputLine } from '../../engine/types';
import { DEMO_PLACEHOLDER, DEMO_PROMPT } from './demoSession';
import type { TerminalProps } from './Terminal';
import type { TerminalViewProps } from './TerminalView';

/**
 * What the terminal's stories (Terminal, TerminalView, DeferredTerminal, search results) set up
 * alike. Stories only: no component imports this file.
 */

/** The story in a box `height` tall: the terminal fills its parent. */
export const inBox =
  (height: string): Decorator =>
  (Story) => (
    <div style={{ height }}>
      <Story />
    </div>
  );

/** Every callback `TerminalView` takes, as Storybook spies. */
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

/** A `TerminalView` story's args: `lines` as the log numbers them, the demo prompt and placeholder, an empty enabled input, every callback a spy. */
export const terminalViewArgs = (lines: readonly NewOutputLine[]) =>
  ({
    lines: createOutputLog(lines).lines,
    value: '',
    prompt: DEMO_PROMPT,
    placeholder: DEMO_PLACEHOLDER,
    disabled: false,
    ...terminalViewCallbacks(),
  }) satisfies Partial<TerminalViewProps>;

/** A live terminal story's args (`Terminal`, `DeferredTerminal`) besides its `input`: the demo placeholder, and spies for the effects it hands out. */
export const liveTerminalArgs = () =>
  ({
    placeholder: DEMO_PLACEHOLDER,
    onNavigate: fn(),
    onThemeChange: fn(),
    onOpenUrl: fn(),
  }) satisfies Partial<TerminalProps>;
