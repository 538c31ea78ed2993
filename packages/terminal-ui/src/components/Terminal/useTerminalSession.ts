import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { TerminalInput } from '../../engine/terminalInput';
import type { OutputLine, ThemeName } from '../../engine/types';
import { terminalMachine } from '../../machines/terminalMachine';
import type { TerminalKeyHandlers } from './CommandInput';

export interface TerminalSessionOptions {
  /** The session: command table, prompt, context getter, candidates… (read once, at mount). */
  input: TerminalInput;
  /** A new prompt for a running session, from the screen (a session that moves itself uses `input.currentPrompt`). */
  prompt?: string;
  /** A command or a clicked entry asked to go somewhere (`cd`, `quickview`, `ls` entries). */
  onNavigate?: (to: string) => void;
  /** A command asked for another theme (`theme light`). */
  onThemeChange?: (theme: ThemeName) => void;
  /** A command asked to open a URL; by default it opens in a new tab without an opener. */
  onOpenUrl?: (url: string) => void;
  /** The machine to run; stories and tests pass `terminalMachine.provide(…)`. */
  machine?: typeof terminalMachine;
}

/** What `TerminalView` needs from a running session: its state and where keys and clicks go. */
export interface TerminalSession extends TerminalKeyHandlers {
  readonly lines: readonly OutputLine[];
  readonly value: string;
  readonly prompt: string;
  readonly disabled: boolean;
  readonly onNavigate: (to: string) => void;
  readonly onFill: (input: string) => void;
}

function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * Runs `terminalMachine` for one terminal. The effects the terminal cannot carry out itself
 * (navigate, setTheme, openUrl) go to the latest callbacks.
 */
export function useTerminalSession({ input, prompt, onNavigate, onThemeChange, onOpenUrl, machine }: TerminalSessionOptions): TerminalSession {
  const actorRef = useActorRef(machine ?? terminalMachine, { input });
  const lines = useSelector(actorRef, (snapshot) => snapshot.context.lines);
  const value = useSelector(actorRef, (snapshot) => snapshot.context.input);
  const running = useSelector(actorRef, (snapshot) => snapshot.context.running);
  const currentPrompt = useSelector(actorRef, (snapshot) => snapshot.context.prompt);

  const callbacks = useRef({ onNavigate, onThemeChange, onOpenUrl });
  useLayoutEffect(() => {
    callbacks.current = { onNavigate, onThemeChange, onOpenUrl };
  });

  useEffect(() => {
    const subscription = actorRef.on('effect', ({ effect }) => {
      const { current } = callbacks;
      if (effect.type === 'navigate') current.onNavigate?.(effect.to);
      else if (effect.type === 'setTheme') current.onThemeChange?.(effect.theme);
      else (current.onOpenUrl ?? openInNewTab)(effect.url);
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);

  useEffect(() => {
    if (prompt !== undefined) actorRef.send({ type: 'prompt.change', prompt });
  }, [actorRef, prompt]);

  const handlers = useMemo(
    () => ({
      onChange: (next: string) => actorRef.send({ type: 'input.change', value: next }),
      onSubmit: () => actorRef.send({ type: 'command.submit' }),
      onHistoryBack: () => actorRef.send({ type: 'history.back' }),
      onHistoryForward: () => actorRef.send({ type: 'history.forward' }),
      onComplete: () => actorRef.send({ type: 'completion.request' }),
      onClear: () => actorRef.send({ type: 'output.clear' }),
      onInterrupt: () => actorRef.send({ type: 'line.abandon' }),
      onFill: (next: string) => actorRef.send({ type: 'input.fill', value: next }),
      onNavigate: (to: string) => callbacks.current.onNavigate?.(to),
    }),
    [actorRef],
  );

  return useMemo(
    () => ({ ...handlers, lines, value, prompt: currentPrompt, disabled: running }),
    [handlers, lines, value, currentPrompt, running],
  );
}
