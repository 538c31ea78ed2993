import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { ReverseSearchView } from '../../engine/reverseSearch';
import type { TerminalInput } from '../../engine/terminalInput';
import { typedLines } from '../../engine/typeAhead';
import type { OutputLine, ThemeName } from '../../engine/types';
import { terminalMachine } from '../../machines/terminalMachine';
import type { TerminalKeyHandlers } from './CommandInput';
import { openInNewTab } from './openInNewTab';

export interface TerminalSessionOptions {
  /** The session: command table, prompt, context getter, candidates… (read once, at mount). */
  input: TerminalInput;
  /** A new prompt for a running session, from the screen (a session that moves itself uses `input.currentPrompt`). */
  prompt?: string;
  /** A command or a clicked entry asked to go somewhere (`cd`, `quickview`, `ls` entries). */
  onNavigate?: (to: string) => void;
  /** A command asked for another theme (`theme light`). */
  onThemeChange?: (theme: ThemeName) => void;
  /** A command asked to open a URL; by default it opens in a new tab without an opener (or, where the browser would block that tab, prints the link to click: `openInNewTab.ts`). */
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
  /** Ctrl+R's search while one is on. */
  readonly search: ReverseSearchView | null;
  /** The line typed is private (the input's `privateLine`): the view masks it. */
  readonly masked: boolean;
  readonly onTypeAhead: (keys: string) => void;
  readonly onNavigate: (to: string) => void;
  readonly onFill: (input: string) => void;
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
  const search = useSelector(actorRef, (snapshot) => snapshot.context.search);
  const masked = useSelector(actorRef, ({ context }) => context.config.privateLine(context.input) !== null);

  const callbacks = useRef({ onNavigate, onThemeChange, onOpenUrl });
  useLayoutEffect(() => {
    callbacks.current = { onNavigate, onThemeChange, onOpenUrl };
  });

  // A layout effect, so that it is in place before `SessionDriver`'s layout effect runs the lines
  // typed while a deferred machine loaded: an effect emitted before this subscribes is lost (their
  // tab never opened, their `cd` never left).
  useLayoutEffect(() => {
    const subscription = actorRef.on('effect', ({ effect }) => {
      const { current } = callbacks;
      if (effect.type === 'navigate') current.onNavigate?.(effect.to);
      else if (effect.type === 'setTheme') current.onThemeChange?.(effect.theme);
      else if (current.onOpenUrl !== undefined) current.onOpenUrl(effect.url);
      else {
        // A tab the browser would block is printed as a link instead (openInNewTab.ts).
        const instead = openInNewTab(effect.url);
        if (instead !== null) actorRef.send({ type: 'output.print', lines: [instead] });
      }
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);

  useEffect(() => {
    if (prompt !== undefined) actorRef.send({ type: 'prompt.change', prompt });
  }, [actorRef, prompt]);

  // Reported from the actor, not from a render: a command that navigates away unmounts the
  // terminal before React would render its last lines. A layout effect for the same reason as the
  // effects' subscription: the early lines' output is reported too.
  useLayoutEffect(() => {
    const report = input.onLinesChange;
    if (report === undefined) return;
    let reported = actorRef.getSnapshot().context.lines;
    const subscription = actorRef.subscribe((snapshot) => {
      if (snapshot.context.lines === reported) return;
      reported = snapshot.context.lines;
      report(reported);
    });
    return () => subscription.unsubscribe();
  }, [actorRef, input]);

  // Once per session (a ref, as StrictMode runs effects twice), in the browser only: never while
  // rendering, so a server-rendered page and its hydration show the same lines.
  const startupSent = useRef(false);
  useEffect(() => {
    const startup = input.startupCommand;
    if (startup === undefined || startupSent.current) return;
    startupSent.current = true;
    if (startup.refusal === undefined) actorRef.send({ type: 'command.run', line: startup.line });
    else actorRef.send({ type: 'command.refuse', line: startup.line, reason: startup.refusal });
  }, [actorRef, input]);

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
      onReverseSearch: () => actorRef.send({ type: 'search.start' }),
      onSearchChange: (query: string) => actorRef.send({ type: 'search.change', query }),
      onSearchAccept: () => actorRef.send({ type: 'search.accept' }),
      onSearchCancel: () => actorRef.send({ type: 'search.cancel' }),
      onPasteLines: (pasted: readonly string[]) => actorRef.send({ type: 'input.paste', lines: pasted }),
      onTypeAhead: (keys: string) => actorRef.send({ type: 'input.typeAhead', ...typedLines(keys) }),
      onNavigate: (to: string) => callbacks.current.onNavigate?.(to),
    }),
    [actorRef],
  );

  return useMemo(
    () => ({ ...handlers, lines, value, prompt: currentPrompt, disabled: running, search, masked }),
    [handlers, lines, value, currentPrompt, running, search, masked],
  );
}
