import { useCallback, useId, useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent, type RefObject } from 'react';
import { pastedLines, type EditableLine } from '../../engine/lineEditing';
import { editBehindMask, maskArguments } from '../../engine/maskedLine';
import type { ReverseSearchView } from '../../engine/reverseSearch';
import { hasInputSelection, hasPageSelection } from './selection';
import { shellKeyOf, type ShellKey } from './shellKeys';
import { SearchLine } from './SearchLine';
import styles from './Terminal.module.css';

/** What the shell keys ask for; the terminal machine (or any owner of the state) answers. */
export interface TerminalKeyHandlers {
  /** The input changed (typing, paste, Ctrl+U with `''`, Ctrl+W, Ctrl+K). */
  readonly onChange: (value: string) => void;
  /** Enter. */
  readonly onSubmit: () => void;
  /** ArrowUp. */
  readonly onHistoryBack: () => void;
  /** ArrowDown. */
  readonly onHistoryForward: () => void;
  /** Tab (Shift+Tab, or Escape then Tab, still moves focus, so the input is no keyboard trap). */
  readonly onComplete: () => void;
  /** Ctrl+L. */
  readonly onClear: () => void;
  /** Ctrl+C with no text selected: abandon the line. With a selection, Ctrl+C copies as usual. */
  readonly onInterrupt: () => void;
  /** Ctrl+R: start a reverse search; while one is on, look further back. Without it, Ctrl+R is the browser's. */
  readonly onReverseSearch?: () => void;
  /** While searching: the query as typed. */
  readonly onSearchChange?: (query: string) => void;
  /** While searching, an arrow, Home, End or Tab: the line found goes in the input, to edit. */
  readonly onSearchAccept?: () => void;
  /** While searching, Escape or Ctrl+G: the line as it was before the search. */
  readonly onSearchCancel?: () => void;
  /** A paste holding line breaks: the lines to run, in order. Without it the browser pastes (one line). */
  readonly onPasteLines?: (lines: readonly string[]) => void;
  /**
   * Keys typed before the session ran (engine/typeAhead: the text, each Enter a line break): its
   * entered lines run in order, the rest waits in the input. Without it the first line goes to
   * `onChange`, and an Enter after it to `onSubmit`.
   */
  readonly onTypeAhead?: (keys: string) => void;
}

export interface CommandInputProps {
  id: string;
  /** The line as typed (for a private line, the real one: the field shows it masked). */
  value: string;
  label: string;
  placeholder?: string;
  disabled: boolean;
  handlers: TerminalKeyHandlers;
  inputRef: RefObject<HTMLInputElement | null>;
  /** A reverse search is on: the field holds its query and the line shows the search. */
  search?: ReverseSearchView | null;
  /** The line is private (`admin <password>`): the field shows it masked (engine/maskedLine). */
  masked?: boolean;
}

/** Read by screen readers with the input's name; the README's "Keyboard" section says the same. */
export const KEYBOARD_HINT =
  'Enter runs the line, Tab completes it, Ctrl+R searches the history. To leave the command line, press Escape then Tab, or Shift+Tab.';

interface Caret {
  /** The field's text the caret was measured in. */
  forValue: string;
  position: number;
  /** The input's horizontal scroll, so the drawn cursor follows a long line. */
  scroll: number;
  collapsed: boolean;
}

/** Where to put the caret once React has given the field the line a key produced. */
interface PendingCaret {
  readonly value: string;
  readonly position: number;
  /** Only if React replaced this text (a masked edit): then the browser moved the caret to the end. */
  readonly ifReplaced?: string;
}

/** The text the field holds: the search's query while searching, a private line masked, else the line. */
export function fieldText(value: string, search: ReverseSearchView | null = null, masked = false): string {
  return search !== null ? search.query : masked ? maskArguments(value) : value;
}

/** The caret's end of the selection: where readline's caret would be. */
function caretOf(input: HTMLInputElement): number {
  const end = input.selectionDirection === 'backward' ? input.selectionStart : input.selectionEnd;
  return end ?? input.value.length;
}

/** The handler each key that needs no more than a call reports to. */
const CALLS = {
  submit: 'onSubmit',
  historyBack: 'onHistoryBack',
  historyForward: 'onHistoryForward',
  complete: 'onComplete',
  clearScreen: 'onClear',
  interrupt: 'onInterrupt',
  reverseSearch: 'onReverseSearch',
  searchAccept: 'onSearchAccept',
  searchCancel: 'onSearchCancel',
} as const satisfies Partial<Record<ShellKey['kind'], keyof TerminalKeyHandlers>>;

/** The command line's input, with a drawn block cursor (the native caret is hidden). */
export function CommandInput(props: CommandInputProps) {
  const { id, value, label, placeholder, disabled, handlers, inputRef, search = null, masked = false } = props;
  const hintId = useId();
  const [caret, setCaret] = useState<Caret>({ forValue: value, position: value.length, scroll: 0, collapsed: true });
  const pendingCaret = useRef<PendingCaret | null>(null);
  const leaveOnTab = useRef(false);
  const shown = fieldText(value, search, masked);
  const searching = search !== null;

  const track = useCallback((input: HTMLInputElement) => {
    const position = input.selectionEnd ?? input.value.length;
    setCaret({ forValue: input.value, position, scroll: input.scrollLeft, collapsed: !hasInputSelection(input) });
  }, []);

  useLayoutEffect(() => {
    const pending = pendingCaret.current;
    const input = inputRef.current;
    if (pending === null || input === null || searching || pending.value !== value) return;
    pendingCaret.current = null;
    if (pending.ifReplaced !== undefined && input.value === pending.ifReplaced) return;
    input.setSelectionRange(pending.position, pending.position);
    track(input);
  }, [value, searching, inputRef, track]);

  /**
   * An editing key (Ctrl+A, E, K, U, W, Alt+B, F): the owner gets the real line, the caret goes where
   * the edit left it. While searching it edits the line found, accepted first (as readline does).
   */
  const editLine = (key: Extract<ShellKey, { kind: 'edit' | 'clearLine' }>, input: HTMLInputElement) => {
    const line: EditableLine = search === null ? { value: shown, caret: caretOf(input) } : { value: search.line, caret: search.line.length };
    if (search !== null) handlers.onSearchAccept?.();
    const next = key.kind === 'edit' ? key.edit(line) : { value: '', caret: 0 };
    // A masked line is edited as shown, so a caret move or Ctrl+W tells nothing of the password's words.
    const real = masked && search === null ? editBehindMask(value, shown, next.value, next.caret) : next.value;
    if (search === null && real === value) {
      input.setSelectionRange(next.caret, next.caret);
      track(input);
      return;
    }
    pendingCaret.current = { value: real, position: next.caret };
    if (real !== (search === null ? value : search.line)) handlers.onChange(real);
  };

  /** True when the key was the shell's (its default is then prevented). */
  const runKey = (key: ShellKey, input: HTMLInputElement): boolean => {
    if (key.kind === 'edit' || key.kind === 'clearLine') {
      editLine(key, input);
      return true;
    }
    if (key.kind === 'leave') return false;
    // With text selected Ctrl+C is the browser's copy, and the selection stays.
    if (key.kind === 'interrupt' && (hasPageSelection() || hasInputSelection(input))) return false;
    const call = handlers[CALLS[key.kind]];
    if (call === undefined) return false;
    call();
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const key = shellKeyOf(event, search !== null);
    const leaving = leaveOnTab.current;
    leaveOnTab.current = key?.kind === 'leave';
    if (key === null || (leaving && key.kind === 'complete')) return; // Escape then Tab: the focus moves on
    if (runKey(key, event.currentTarget)) event.preventDefault();
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (search !== null || handlers.onPasteLines === undefined) return;
    const input = event.currentTarget;
    const lines = pastedLines(value, input.selectionStart ?? value.length, input.selectionEnd ?? value.length, event.clipboardData.getData('text'));
    if (lines === null) return;
    event.preventDefault();
    handlers.onPasteLines(lines);
  };

  const onChange = (input: HTMLInputElement) => {
    track(input);
    if (search !== null) {
      handlers.onSearchChange?.(input.value);
      return;
    }
    const position = input.selectionEnd ?? input.value.length;
    const real = masked ? editBehindMask(value, shown, input.value, position) : input.value;
    // If the line is (or becomes) masked, React replaces the field's text and the caret jumps to the end.
    pendingCaret.current = { value: real, position, ifReplaced: input.value };
    handlers.onChange(real);
  };

  // The caret is measured at every selection change; a value set from outside (history, completion,
  // Ctrl+U) puts it at the end, as the browser does.
  const measured = caret.forValue === shown;
  const position = measured ? caret.position : shown.length;
  const scroll = measured ? caret.scroll : 0;
  const under = shown === '' ? (placeholder?.[0] ?? ' ') : (shown[position] ?? ' ');

  return (
    <>
      <label htmlFor={id} className={styles.srOnly}>
        {label}
      </label>
      <span id={hintId} className={styles.srOnly}>
        {KEYBOARD_HINT}
      </span>
      <span className={styles.field}>
        <input
          ref={inputRef}
          id={id}
          className={search === null ? styles.input : `${styles.input} ${styles.searchInput}`}
          type="text"
          value={shown}
          placeholder={search === null ? placeholder : undefined}
          disabled={disabled}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          aria-describedby={hintId}
          data-masked={masked || undefined}
          data-command-line=""
          onChange={(event) => onChange(event.target)}
          onSelect={(event) => track(event.currentTarget)}
          onScroll={(event) => track(event.currentTarget)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => {
            leaveOnTab.current = false;
          }}
        />
        {search !== null && (
          // The line shown before anything is found is the input as it was: masked if private.
          <SearchLine search={masked && search.line === value ? { ...search, line: maskArguments(search.line) } : search} />
        )}
        {search === null && !disabled && (caret.collapsed || !measured) && (
          <span className={styles.cursorLayer} aria-hidden="true" style={{ transform: `translateX(${-scroll}px)` }}>
            <span className={styles.cursorOffset}>{shown.slice(0, position)}</span>
            <span className={styles.cursor} data-testid="terminal-cursor">
              {under}
            </span>
          </span>
        )}
      </span>
    </>
  );
}
