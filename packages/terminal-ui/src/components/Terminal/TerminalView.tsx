import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import type { ReverseSearchView } from '../../engine/reverseSearch';
import type { OutputLine } from '../../engine/types';
import { CommandInput, fieldText, type TerminalKeyHandlers } from './CommandInput';
import { PromptText } from './PromptText';
import { hasPageSelection } from './selection';
import { NO_SLOTS, SlotsContext, type SlotActions, type TerminalSlots } from './slots';
import styles from './Terminal.module.css';
import { TerminalLines, type LineActions } from './TerminalLine';
import { useTypingRedirect } from './useTypingRedirect';

export interface TerminalViewProps extends TerminalKeyHandlers {
  /** The output log, oldest first; each line keyed by its `id`. */
  lines: readonly OutputLine[];
  /** What the input reads (for a private line, the real text: the field shows it masked). */
  value: string;
  /** A Ctrl+R search is on: its line replaces the prompt and the input (see `SearchLine`). */
  search?: ReverseSearchView | null;
  /** The line is private (`admin <password>`): the field shows `admin ••••••••` as it is typed. */
  masked?: boolean;
  /** The prompt before the input, e.g. `portfolio@localhost:~$`. */
  prompt: string;
  placeholder?: string;
  /** True while an async command runs: the input is disabled. */
  disabled?: boolean;
  /** The input's label, for screen readers (the prompt is its visual label). */
  label?: string;
  /** Rendered above the log, inside the click-to-focus area (e.g. a banner). */
  header?: ReactNode;
  /** What the log's `slot` segments show, by name (e.g. the home's welcome block). */
  slots?: TerminalSlots;
  /** The terminal's machine is still loading (`DeferredTerminal`): keys wait for it. Marks the view `data-pending`. */
  pending?: boolean;
  /** Focus the input on mount, unless something else already has the focus. */
  autoFocus?: boolean;
  /** A clickable `navigate` entry was activated (e.g. `projects/` in the `ls` tree). */
  onNavigate: (to: string) => void;
  /** A clickable `fill` entry was activated; the owner puts `input` in the input. */
  onFill: (input: string) => void;
  className?: string;
}

const INTERACTIVE = 'a, button, input, textarea, select, label, [tabindex]';

/**
 * Set on the command line by the page's own inline script (the site's index.html) when Enter is
 * pressed in it before the app runs: no React handler could see that key. Its value holds the keys
 * typed after that Enter, each further Enter a line break (engine/typeAhead); the field's own text
 * is the line entered first.
 */
export const ENTERED_EARLY = 'data-entered';

/**
 * Marks the command line's field in the page, so the page's own inline script (the site's
 * index.html) can find it before the app runs: a key typed while nothing has the focus goes there
 * from the first paint on, as `useTypingRedirect` sends it once the view is live.
 */
export const COMMAND_LINE = 'data-command-line';

/** Nothing on the page has the focus: the input may take it without pulling it from the visitor. */
function isFocusFree(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/**
 * The terminal as a pure view: header, output log, prompt line. It owns no terminal state: every
 * key and click is reported through the callbacks, so a machine — or a story — decides what happens.
 */
export function TerminalView(props: TerminalViewProps) {
  const { lines, value, prompt, placeholder, disabled = false, label = 'Command' } = props;
  const { header, autoFocus = true, className, pending = false, slots = NO_SLOTS } = props;
  const { search = null, masked = false } = props;
  const inputId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // The latest callbacks, read through stable wrappers so memoised lines never re-render for them.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const handlers = useMemo<TerminalKeyHandlers>(
    () => ({
      onChange: (next) => latest.current.onChange(next),
      onSubmit: () => latest.current.onSubmit(),
      onHistoryBack: () => latest.current.onHistoryBack(),
      onHistoryForward: () => latest.current.onHistoryForward(),
      onComplete: () => latest.current.onComplete(),
      onClear: () => latest.current.onClear(),
      onInterrupt: () => latest.current.onInterrupt(),
    }),
    [],
  );
  // The keys added since (search, paste) are optional: passed as given, so the input knows which it has.
  const keyHandlers: TerminalKeyHandlers = {
    ...handlers,
    onReverseSearch: props.onReverseSearch,
    onSearchChange: props.onSearchChange,
    onSearchAccept: props.onSearchAccept,
    onSearchCancel: props.onSearchCancel,
    onPasteLines: props.onPasteLines,
  };
  const actions = useMemo<LineActions>(
    () => ({
      onNavigate: (to) => latest.current.onNavigate(to),
      onFill: (input) => {
        latest.current.onFill(input);
        inputRef.current?.focus({ preventScroll: true });
      },
    }),
    [],
  );
  // A slot's "run" is what the visitor would do: put the command in the input and press Enter. A
  // live session takes it as a clicked entry fills the input (which also leaves a reverse search);
  // one whose machine is still loading keeps it as it keeps typed keys.
  const slotActions = useMemo<SlotActions>(
    () => ({
      run: (command) => {
        const { pending: loading = false, onChange, onFill, onSubmit } = latest.current;
        if (loading) onChange(command);
        else onFill(command);
        onSubmit();
        inputRef.current?.focus({ preventScroll: true });
      },
    }),
    [],
  );
  const slotsValue = useMemo(() => ({ slots, actions: slotActions }), [slots, slotActions]);

  // A page the server rendered may have taken keys before React took it over: the field's text
  // is then the visitor's, not the (empty) value React was given, and goes to the session; so do
  // an Enter the page's inline script noted meanwhile and the keys typed after it (ENTERED_EARLY).
  useLayoutEffect(() => {
    const field = inputRef.current;
    if (field === null) return;
    const { value: line, search: searching, masked: isPrivate, onChange, onSubmit, onTypeAhead } = latest.current;
    const entered = field.getAttribute(ENTERED_EARLY);
    field.removeAttribute(ENTERED_EARLY);
    if (entered !== null && onTypeAhead !== undefined) {
      onTypeAhead(`${field.value}\n${entered}`);
      return;
    }
    if (field.value !== fieldText(line, searching, isPrivate)) onChange(field.value);
    if (entered !== null) onSubmit();
  }, []);

  useEffect(() => {
    if (autoFocus && isFocusFree()) inputRef.current?.focus({ preventScroll: true });
  }, [autoFocus]);

  useTypingRedirect(inputRef);

  // Disabling the input drops its focus; give it back when the command is done, unless the
  // visitor has moved on to something else meanwhile.
  const wasDisabled = useRef(disabled);
  useEffect(() => {
    const settled = wasDisabled.current && !disabled;
    wasDisabled.current = disabled;
    if (settled && isFocusFree()) inputRef.current?.focus({ preventScroll: true });
  }, [disabled]);

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (root) root.scrollTop = root.scrollHeight;
  }, [lines]);

  const focusInput = useCallback((event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    if (target.closest(INTERACTIVE) || hasPageSelection()) return;
    inputRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    // Clicking anywhere focuses the input: a convenience for pointer users; keyboard users reach
    // the input with Tab, so no key handler is needed here.
    <div ref={rootRef} className={[styles.terminal, className].filter(Boolean).join(' ')} data-pending={pending || undefined} onClick={focusInput}>
      {header}
      {/* While a command runs the input is disabled, so the log takes Tab instead: keyboard users
          can still scroll a long output (and axe's scrollable-region-focusable holds). */}
      <div
        className={styles.log}
        role="log"
        aria-live="polite"
        aria-label="Terminal output"
        aria-busy={disabled}
        tabIndex={disabled ? 0 : undefined}
      >
        <SlotsContext.Provider value={slotsValue}>
          <TerminalLines lines={lines} actions={actions} />
        </SlotsContext.Provider>
      </div>
      <div className={styles.promptLine} data-disabled={disabled || undefined}>
        {search === null && <PromptText prompt={prompt} />}
        <CommandInput
          id={inputId}
          value={value}
          label={label}
          placeholder={placeholder}
          disabled={disabled}
          handlers={keyHandlers}
          inputRef={inputRef}
          search={search}
          masked={masked}
        />
      </div>
    </div>
  );
}
