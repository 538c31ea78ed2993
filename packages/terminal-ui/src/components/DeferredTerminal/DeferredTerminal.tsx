import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { createOutputLog } from '../../engine/outputLog';
import { firstTypedLine, hasEnteredLine } from '../../engine/typeAhead';
import { TerminalView, type TerminalViewProps } from '../Terminal/TerminalView';
import type { TerminalSession, TerminalSessionOptions } from '../Terminal/useTerminalSession';
import { afterFirstContentfulPaint } from '../FirstPaint/afterFirstPaint';
import type { SessionDriverProps } from './SessionDriver';
import { useKeysAhead } from './useKeysAhead';
import { useReachedFor } from './useReachedFor';

export type SessionDriverLoader = () => Promise<ComponentType<SessionDriverProps>>;

type ViewPassThrough = Pick<TerminalViewProps, 'placeholder' | 'label' | 'header' | 'slots' | 'className'>;

/**
 * When the machine is fetched: `'painted'` once the page has shown content; `'reached'` only when
 * the visitor reaches for the command line (see `DeferredTerminal`).
 */
export type MachineLoad = 'painted' | 'reached';

export interface DeferredTerminalProps extends ViewPassThrough, TerminalSessionOptions {
  /** Fetches the session's code; stories and tests pass their own (e.g. one that never settles). */
  load?: SessionDriverLoader;
  /** When the machine is fetched; `'painted'` by default. */
  loadWhen?: MachineLoad;
}

const loadSessionDriver: SessionDriverLoader = () => import('./SessionDriver').then((module) => module.SessionDriver);

type Driver = { status: 'loading' } | { status: 'ready'; SessionDriver: ComponentType<SessionDriverProps> } | { status: 'failed'; error: unknown };

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
 * With `loadWhen="reached"` (the site's phones, whose visitors mostly read and tap links) nothing is
 * fetched or run until the visitor reaches for the command line: a touch on the terminal outside
 * its links, or any key or fill the view reports, or keys typed before the app ran. Those keys are
 * kept as above; a key the waiting view does not keep (Tab, the history's arrows) only starts the
 * fetch. A reader who never types runs none of the machine (issue 31: on a phone's `/projects` it
 * was the longest part of the work after the page was taken over). Nor does the input take the
 * focus at mount then (focusing lays the page out at once, and on a touch screen it shows nothing):
 * a key typed with nothing focused still goes to it (`useTypingRedirect`).
 *
 * The view stays mounted when the machine arrives (the session runs in a sibling that renders
 * nothing and hands its state up), so a header link the visitor focused or is clicking is not
 * replaced. With `loadWhen="painted"` the input takes the focus when the view mounts unless
 * something else has it. If the machine cannot be fetched the error goes to the nearest error
 * boundary, like any screen chunk that fails.
 */
export function DeferredTerminal({ load = loadSessionDriver, loadWhen = 'painted', placeholder, label, header, slots, className, ...options }: DeferredTerminalProps) {
  const [driver, setDriver] = useState<Driver>({ status: 'loading' });
  const [reached, setReached] = useState(false);
  const reach = useCallback(() => setReached(true), []);
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
      onChange: (value: string) => {
        reach();
        setEarly((keys) => (hasEnteredLine(keys) ? keys : value));
      },
      // Also once a line is entered: an Enter that reaches the busy input as the page is taken over
      // (React hydrating for that very key) comes here, not to `useKeysAhead`.
      onSubmit: () => {
        reach();
        setEarly((keys) => `${keys}\n`);
      },
      onTypeAhead: (keys: string) => {
        reach();
        setEarly(keys);
      },
      onHistoryBack: reach,
      onHistoryForward: reach,
      onComplete: reach,
      onClear: reach,
      onInterrupt: reach,
      onFill: reach,
      onNavigate: (to: string) => onNavigate?.(to),
    }),
    [input, prompt, onNavigate, early, reach],
  );
  useKeysAhead(entered && session === null, setEarly);
  useReachedFor(loadWhen === 'reached' && !reached, reach);
  const wanted = loadWhen === 'painted' || reached;

  useEffect(() => {
    if (!wanted) return undefined;
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
  }, [load, wanted]);

  if (driver.status === 'failed') throw driver.error;
  return (
    <>
      {driver.status === 'ready' && <driver.SessionDriver {...options} early={early} onSession={setSession} />}
      <TerminalView {...(session ?? waiting)} pending={session === null} autoFocus={loadWhen === 'painted'} placeholder={placeholder} label={label} header={header} slots={slots} className={className} />
    </>
  );
}
