import { useState, type KeyboardEvent, type Ref } from 'react';
import { hasInputSelection, hasPageSelection } from './selection';
import styles from './Terminal.module.css';

/** What the shell keys ask for; the terminal machine (or any owner of the state) answers. */
export interface TerminalKeyHandlers {
  /** The input changed (typing, paste, Ctrl+U with `''`). */
  readonly onChange: (value: string) => void;
  /** Enter. */
  readonly onSubmit: () => void;
  /** ArrowUp. */
  readonly onHistoryBack: () => void;
  /** ArrowDown. */
  readonly onHistoryForward: () => void;
  /** Tab (Shift+Tab still moves focus, so the input is no keyboard trap). */
  readonly onComplete: () => void;
  /** Ctrl+L. */
  readonly onClear: () => void;
  /** Ctrl+C with no text selected: abandon the line. With a selection, Ctrl+C copies as usual. */
  readonly onInterrupt: () => void;
}

export interface CommandInputProps {
  id: string;
  value: string;
  label: string;
  placeholder?: string;
  disabled: boolean;
  handlers: TerminalKeyHandlers;
  inputRef: Ref<HTMLInputElement>;
}

interface Caret {
  /** The value the caret was measured in. */
  forValue: string;
  position: number;
  /** The input's horizontal scroll, so the drawn cursor follows a long line. */
  scroll: number;
  collapsed: boolean;
}

function routeKey(event: KeyboardEvent<HTMLInputElement>, handlers: TerminalKeyHandlers): void {
  if (event.nativeEvent.isComposing) return;
  const { key, ctrlKey, shiftKey, altKey, metaKey } = event;
  const plain = !ctrlKey && !altKey && !metaKey;
  if (plain && key === 'Enter') {
    event.preventDefault();
    handlers.onSubmit();
  } else if (plain && !shiftKey && key === 'ArrowUp') {
    event.preventDefault();
    handlers.onHistoryBack();
  } else if (plain && !shiftKey && key === 'ArrowDown') {
    event.preventDefault();
    handlers.onHistoryForward();
  } else if (plain && !shiftKey && key === 'Tab') {
    event.preventDefault();
    handlers.onComplete();
  } else if (ctrlKey && !altKey && !metaKey) {
    const letter = key.toLowerCase();
    if (letter === 'l') {
      event.preventDefault();
      handlers.onClear();
    } else if (letter === 'u') {
      event.preventDefault();
      handlers.onChange('');
    } else if (letter === 'c' && !hasPageSelection() && !hasInputSelection(event.currentTarget)) {
      event.preventDefault();
      handlers.onInterrupt();
    }
  }
}

/** The command line's input, with a drawn block cursor (the native caret is hidden). */
export function CommandInput({ id, value, label, placeholder, disabled, handlers, inputRef }: CommandInputProps) {
  const [caret, setCaret] = useState<Caret>({ forValue: value, position: value.length, scroll: 0, collapsed: true });

  const track = (input: HTMLInputElement) => {
    const position = input.selectionEnd ?? input.value.length;
    setCaret({ forValue: input.value, position, scroll: input.scrollLeft, collapsed: !hasInputSelection(input) });
  };

  // The caret is measured at every selection change; a value set from outside (history, completion,
  // Ctrl+U) puts it at the end, as the browser does.
  const measured = caret.forValue === value;
  const position = measured ? caret.position : value.length;
  const scroll = measured ? caret.scroll : 0;
  const under = value === '' ? (placeholder?.[0] ?? ' ') : (value[position] ?? ' ');

  return (
    <>
      <label htmlFor={id} className={styles.srOnly}>
        {label}
      </label>
      <span className={styles.field}>
        <input
          ref={inputRef}
          id={id}
          className={styles.input}
          type="text"
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          onChange={(event) => {
            handlers.onChange(event.target.value);
            track(event.target);
          }}
          onSelect={(event) => track(event.currentTarget)}
          onScroll={(event) => track(event.currentTarget)}
          onKeyDown={(event) => routeKey(event, handlers)}
        />
        {!disabled && (caret.collapsed || !measured) && (
          <span className={styles.cursorLayer} aria-hidden="true" style={{ transform: `translateX(${-scroll}px)` }}>
            <span className={styles.cursorOffset}>{value.slice(0, position)}</span>
            <span className={styles.cursor} data-testid="terminal-cursor">
              {under}
            </span>
          </span>
        )}
      </span>
    </>
  );
}
