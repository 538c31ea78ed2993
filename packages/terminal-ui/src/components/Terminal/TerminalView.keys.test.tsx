import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { echoLine, textLine } from '../../engine/output';
import { appendLines, createOutputLog } from '../../engine/outputLog';
import { formatReverseSearch } from '../../engine/reverseSearch';
import type { OutputLine } from '../../engine/types';
import { KEYBOARD_HINT } from './CommandInput';
import { TerminalView, type TerminalViewProps } from './TerminalView';
import { PROMPT, viewProps } from './TerminalView.fixture';

const isPrivate = (line: string) => /^\s*admin\s+\S/.test(line);

/** A view whose input holds its own state, as a session's would; every change is also reported. */
function Harness({ initial = '', onValue, ...overrides }: Partial<TerminalViewProps> & { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  const [lines] = useState<readonly OutputLine[]>(() => createOutputLog([textLine('Welcome')]).lines);
  return (
    <TerminalView
      {...viewProps({ lines, value })}
      masked={isPrivate(value)}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
      {...overrides}
    />
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const onValue = vi.fn();
  render(<Harness onValue={onValue} {...props} />);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Command' });
  return { input, onValue };
}

/** The line as `value|rest`, the caret at `|`. */
const withCaret = (input: HTMLInputElement) => `${input.value.slice(0, input.selectionStart ?? 0)}|${input.value.slice(input.selectionEnd ?? 0)}`;

function placeCaret(input: HTMLInputElement, position: number) {
  input.setSelectionRange(position, position);
  fireEvent.select(input);
}

describe('line editing keys', () => {
  it('Ctrl+A and Ctrl+E go to the start and the end of the line, selecting nothing', () => {
    const { input } = setup({ initial: 'cat readme.txt' });
    placeCaret(input, 5);
    expect(fireEvent.keyDown(input, { key: 'a', ctrlKey: true })).toBe(false);
    expect(withCaret(input)).toBe('|cat readme.txt');
    expect(fireEvent.keyDown(input, { key: 'e', ctrlKey: true })).toBe(false);
    expect(withCaret(input)).toBe('cat readme.txt|');
  });

  it('Ctrl+W deletes the word before the caret, the caret staying there', () => {
    const { input, onValue } = setup({ initial: 'cd projects extra' });
    placeCaret(input, 11);
    expect(fireEvent.keyDown(input, { key: 'w', ctrlKey: true })).toBe(false);
    expect(onValue).toHaveBeenLastCalledWith('cd  extra');
    expect(withCaret(input)).toBe('cd | extra');
  });

  it('Ctrl+K deletes to the end of the line', () => {
    const { input, onValue } = setup({ initial: 'cat readme.txt' });
    placeCaret(input, 4);
    fireEvent.keyDown(input, { key: 'k', ctrlKey: true });
    expect(onValue).toHaveBeenLastCalledWith('cat ');
    expect(withCaret(input)).toBe('cat |');
  });

  it('Ctrl+U clears the line, as before', () => {
    const { input, onValue } = setup({ initial: 'cat readme.txt' });
    fireEvent.keyDown(input, { key: 'u', ctrlKey: true });
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('Alt+B and Alt+F move a word left and right, also as macOS reports them (Option: code only)', () => {
    const { input } = setup({ initial: 'cat readme.txt' });
    placeCaret(input, 14);
    fireEvent.keyDown(input, { key: 'b', altKey: true });
    expect(withCaret(input)).toBe('cat readme.|txt');
    fireEvent.keyDown(input, { key: '∫', code: 'KeyB', altKey: true });
    expect(withCaret(input)).toBe('cat |readme.txt');
    fireEvent.keyDown(input, { key: 'ƒ', code: 'KeyF', altKey: true });
    expect(withCaret(input)).toBe('cat readme|.txt');
  });

  it('leaves Cmd chords, Ctrl+Alt (AltGr) and Ctrl+Shift+R to the browser', () => {
    const onReverseSearch = vi.fn();
    const { input } = setup({ initial: 'x', onReverseSearch });
    expect(fireEvent.keyDown(input, { key: 'a', metaKey: true })).toBe(true);
    expect(fireEvent.keyDown(input, { key: '@', ctrlKey: true, altKey: true })).toBe(true);
    expect(fireEvent.keyDown(input, { key: 'R', ctrlKey: true, shiftKey: true })).toBe(true);
    expect(onReverseSearch).not.toHaveBeenCalled();
  });
});

describe('Ctrl+C', () => {
  it('with text selected in the input, copies (the browser does) and keeps the selection', () => {
    const onInterrupt = vi.fn();
    const { input } = setup({ initial: 'copy me', onInterrupt });
    input.setSelectionRange(0, 4);
    expect(fireEvent.keyDown(input, { key: 'c', ctrlKey: true })).toBe(true);
    expect(onInterrupt).not.toHaveBeenCalled();
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 4]);
  });

  it('with nothing selected, interrupts', () => {
    const onInterrupt = vi.fn();
    const { input } = setup({ initial: 'half', onInterrupt });
    expect(fireEvent.keyDown(input, { key: 'c', ctrlKey: true })).toBe(false);
    expect(onInterrupt).toHaveBeenCalledTimes(1);
  });
});

describe('leaving the input by keyboard', () => {
  it('Escape then Tab lets the focus move on; Tab alone completes', () => {
    const onComplete = vi.fn();
    const { input } = setup({ onComplete });
    expect(fireEvent.keyDown(input, { key: 'Tab' })).toBe(false);
    expect(onComplete).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(fireEvent.keyDown(input, { key: 'Tab' })).toBe(true);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(fireEvent.keyDown(input, { key: 'Tab' })).toBe(false);
    expect(onComplete).toHaveBeenCalledTimes(2);
  });

  it('another key between Escape and Tab cancels the way out', () => {
    const onComplete = vi.fn();
    const { input } = setup({ onComplete });
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.keyDown(input, { key: 'l' });
    expect(fireEvent.keyDown(input, { key: 'Tab' })).toBe(false);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('the input describes its keys, the way out included', () => {
    const { input } = setup();
    expect(input).toHaveAccessibleDescription(KEYBOARD_HINT);
    expect(KEYBOARD_HINT).toContain('Escape then Tab');
  });
});

describe('a multi-line paste', () => {
  const paste = (input: HTMLInputElement, text: string) => fireEvent.paste(input, { clipboardData: { getData: () => text } });

  it('hands over its lines, the line typed so far joining the first', () => {
    const onPasteLines = vi.fn();
    const { input } = setup({ initial: 'ec', onPasteLines });
    placeCaret(input, 2);
    expect(paste(input, 'ho hi\nls\n')).toBe(false);
    expect(onPasteLines).toHaveBeenCalledWith(['echo hi', 'ls', '']);
  });

  it('a one-line paste is the browser’s', () => {
    const onPasteLines = vi.fn();
    const { input } = setup({ onPasteLines });
    expect(paste(input, 'ls -la')).toBe(true);
    expect(onPasteLines).not.toHaveBeenCalled();
  });

  it('without a handler (a machine still loading), the browser pastes', () => {
    const { input } = setup();
    expect(paste(input, 'ls\nwhoami')).toBe(true);
  });
});

describe('a private line (admin <password>) as it is typed', () => {
  it('shows the password as bullets while the owner gets the real text', async () => {
    const { input, onValue } = setup();
    await userEvent.type(input, 'admin s3cret');
    expect(onValue).toHaveBeenLastCalledWith('admin s3cret');
    expect(input).toHaveValue('admin ••••••');
    expect(input).toHaveAttribute('data-masked', 'true');
    expect(document.body.textContent).not.toContain('s3cret');
  });

  it('edits in the middle of the password land where the caret is', async () => {
    const { input, onValue } = setup({ initial: 'admin abc' });
    placeCaret(input, 7);
    await userEvent.type(input, 'X', { initialSelectionStart: 7, initialSelectionEnd: 7 });
    expect(onValue).toHaveBeenLastCalledWith('admin aXbc');
    expect(withCaret(input)).toBe('admin ••|••');
    await userEvent.keyboard('{Backspace}');
    expect(onValue).toHaveBeenLastCalledWith('admin abc');
  });

  it('Ctrl+W deletes the whole masked password, telling nothing of its words', () => {
    const { input, onValue } = setup({ initial: 'admin two words' });
    fireEvent.keyDown(input, { key: 'w', ctrlKey: true });
    expect(onValue).toHaveBeenLastCalledWith('admin ');
  });
});

describe('a reverse search', () => {
  const search = { query: 'ca', line: 'cat readme.txt', failed: false };

  it('shows its line exactly in place of the prompt, the query in the input', () => {
    const { input } = setup({ initial: 'draft', search });
    expect(screen.getByTestId('reverse-search')).toHaveTextContent("(reverse-i-search)'ca': cat readme.txt", { normalizeWhitespace: false });
    expect(screen.getByTestId('reverse-search').textContent).toBe(formatReverseSearch(search));
    expect(screen.queryByText(PROMPT)).toBeNull();
    expect(input).toHaveValue('ca');
    expect(input).toHaveFocus();
  });

  it('routes the keys: typing, Ctrl+R, Enter, Escape, Ctrl+G, arrows', async () => {
    const handlers = { onSearchChange: vi.fn(), onReverseSearch: vi.fn(), onSearchCancel: vi.fn(), onSearchAccept: vi.fn(), onSubmit: vi.fn(), onHistoryBack: vi.fn() };
    const { input } = setup({ search, ...handlers });
    await userEvent.type(input, 't');
    expect(handlers.onSearchChange).toHaveBeenLastCalledWith('cat');
    fireEvent.keyDown(input, { key: 'r', ctrlKey: true });
    expect(handlers.onReverseSearch).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.keyDown(input, { key: 'g', ctrlKey: true });
    expect(handlers.onSearchCancel).toHaveBeenCalledTimes(2);
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp']) expect(fireEvent.keyDown(input, { key })).toBe(false);
    expect(handlers.onSearchAccept).toHaveBeenCalledTimes(3);
    expect(handlers.onHistoryBack).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(handlers.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('an editing key accepts the line found, then edits it', () => {
    const onSearchAccept = vi.fn();
    const { onValue, input } = setup({ search, onSearchAccept });
    fireEvent.keyDown(input, { key: 'w', ctrlKey: true });
    expect(onSearchAccept).toHaveBeenCalledTimes(1);
    expect(onValue).toHaveBeenLastCalledWith('cat ');
  });

  it('never shows a private line it started from in clear', () => {
    setup({ initial: 'admin s3cret', search: { query: '', line: 'admin s3cret', failed: false } });
    expect(screen.getByTestId('reverse-search').textContent).toBe("(reverse-i-search)'': admin ••••••");
  });

  it('Ctrl+R starts one, when the owner takes it', () => {
    const onReverseSearch = vi.fn();
    const { input } = setup({ onReverseSearch });
    expect(fireEvent.keyDown(input, { key: 'r', ctrlKey: true })).toBe(false);
    expect(onReverseSearch).toHaveBeenCalledTimes(1);
  });
});

describe('typing while the page has the focus', () => {
  it('a character goes to the input, caret at the end', () => {
    const { input } = setup({ initial: 'ca' });
    input.blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: 't' });
    expect(input).toHaveFocus();
    expect(withCaret(input)).toBe('ca|');
  });

  it('the character lands in the input (as the browser types it)', async () => {
    const { input, onValue } = setup({ initial: 'ca' });
    input.blur();
    await userEvent.keyboard('t');
    expect(onValue).toHaveBeenLastCalledWith('cat');
  });

  it('chords stay the browser’s (Ctrl+C copies a selection), and a focused control keeps its keys', () => {
    const { input } = setup();
    input.blur();
    fireEvent.keyDown(document.body, { key: 'c', ctrlKey: true });
    expect(input).not.toHaveFocus();
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    fireEvent.keyDown(button, { key: 'x' });
    expect(button).toHaveFocus();
    button.remove();
  });
});

describe('the live region', () => {
  it('typing changes nothing in the log; a command adds its lines once', () => {
    const log0 = createOutputLog([textLine('Welcome')]);
    const { lines } = log0;
    const props = viewProps({ lines });
    const view = render(<TerminalView {...props} />);
    const log = screen.getByRole('log');
    const mutations: MutationRecord[] = [];
    const observer = new MutationObserver((records) => mutations.push(...records));
    observer.observe(log, { childList: true, subtree: true, characterData: true });
    for (const value of ['w', 'wh', 'who']) view.rerender(<TerminalView {...props} value={value} />);
    act(() => undefined);
    expect(observer.takeRecords()).toEqual([]);
    const after = appendLines(log0, [echoLine(PROMPT, 'whoami'), textLine('A student')]).lines;
    view.rerender(<TerminalView {...props} lines={after} />);
    const added = observer.takeRecords().flatMap((record) => [...record.addedNodes]);
    expect(added.map((node) => node.textContent)).toEqual([`${PROMPT} whoami`, 'A student']);
    observer.disconnect();
  });
});
