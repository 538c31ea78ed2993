import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { createOutputLog } from '../../engine/outputLog';
import { firstTypedLine, hasEnteredLine } from '../../engine/typeAhead';
import { TerminalView, type TerminalViewProps } from '../Terminal/TerminalView';
import type { TerminalSession, TerminalSessionOptions } from '../Terminal/useTerminalSession';
import { afterFirstContentfulPaint } from '../FirstPaint/afterFirstPaint';
import type { SessionDriverProps } from './SessionDriver';
import { useKeysAhead } from './useKeysAhead';

export type SessionDriverLoader = () => Promise<ComponentType<SessionDriverProps>>;

type ViewPassThrough = Pick<TerminalViewProps, 'placeholder' | 'label' | 'header' | 'slots' | 'className'>;

export interface DeferredTerminalProps extends ViewPassThrough, TerminalSessionOptions {
  /** Fetches the session's code; stories and tests pass their own (e.g. one that never settles). */
  load?: SessionDriverLoader;
}

const loadSessionDriver: SessionDriverLoader = () => import('./SessionDriver').then((module) => module.SessionDriver);

type Driver = { status: 'loading' } | { status: 'ready'; SessionDriver: ComponentType<SessionDriverProps> } | { status: 'failed'; error: unknown };

function ignore(): void {}

/**
 * `Terminal`, with its machine (XState and the command runner, ~16 KB gzip) fetched once the page
 * has shown content (`afterFirstContentfulPaint`). Until it arrives the header, the initial lines
 * and the prompt show, so a screen whose content sits in the header (projects, about, art, writing)
 * paints it without waiting for code nobody needs to read it. The input already takes keys: what
 * the visitor types, and an Enter, are handed to the machine when it arrives (`SessionDriver`'s
 * `early`), and the input is busy (disabled, as while a command runs) from that Enter on. The keys
 * typed after it wait too (`useKeysAhead`), so every key from the first paint on runs in order:
 * the first line, then the next ones, the last one unentered left in the input (engine/typeAhead).
 *
 * The view stays mounted when the machine arrives (the session runs in a sibling that renders
 * nothing and hands its state up), so a header link the visitor focused or is clicking is not
 * replaced. The input takes the focus when the view mounts unless something else has it. If the
 * machine cannot be fetched the error goes to the nearest error boundary, like any screen chunk
 * that fails.
 */
export function DeferredTerminal({ load = loadSessionDriver, placeholder, label, header, slots, className, ...options }: DeferredTerminalProps) {
  const [driver, setDriver] = useState<Driver>({ status: 'loading' });
  const [session, setSession] = useState<TerminalSession | null>(null);
  // The keys typed so far (engine/typeAhead): the input shows the first line, busy once it is entered.
  const [early, setEarly] = useState('');
  const entered = hasEnteredLine(early);
  const { input, prompt, onNavigate } = options;
  const waiting = useMemo(
    () => ({
      lines: createOutputLog(input.initialLines).lines,
      value: firstTypedLine(early),
      prompt: prompt ?? input.prompt,
      disabled: hasEnteredLine(early),
      onChange: (value: string) => setEarly((keys) => (hasEnteredLine(keys) ? keys : value)),
      // Also once a line is entered: an Enter that reaches the busy input as the page is taken over
      // (React hydrating for that very key) comes here, not to `useKeysAhead`.
      onSubmit: () => setEarly((keys) => `${keys}\n`),
      onTypeAhead: setEarly,
      onHistoryBack: ignore,
      onHistoryForward: ignore,
      onComplete: ignore,
      onClear: ignore,
      onInterrupt: ignore,
      onFill: ignore,
      onNavigate: (to: string) => onNavigate?.(to),
    }),
    [input, prompt, onNavigate, early],
  );
  useKeysAhead(entered && session === null, setEarly);

  useEffect(() => {
    let current = true;
    // Fetched once the screen's content is on screen, so it never competes with what paints it.
    const cancel = afterFirstContentfulPaint(() => {
      load().then(
        (SessionDriver) => current && setDriver({ status: 'ready', SessionDriver }),
        (error: unknown) => current && setDriver({ status: 'failed', error }),
      );
    });
    return () => {
      current = false;
      cancel();
    };
  }, [load]);

  if (driver.status === 'failed') throw driver.error;
  return (
    <>
      {driver.status === 'ready' && <driver.SessionDriver {...options} early={early} onSession={setSession} />}
      <TerminalView {...(session ?? waiting)} pending={session === null} placeholder={placeholder} label={label} header={header} slots={slots} className={className} />
    </>
  );
}
