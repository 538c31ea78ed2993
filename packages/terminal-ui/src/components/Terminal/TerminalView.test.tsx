import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { echoLine, fillEntry, navigateEntry, outputLine, textLine } from '../../engine/output';
import { createOutputLog } from '../../engine/outputLog';
import type { NewOutputLine, OutputLine } from '../../engine/types';
import type * as PromptModule from '../Prompt';
import { COMMAND_LINE, ENTERED_EARLY, TerminalView, type TerminalViewProps } from './TerminalView';
import { PROMPT, viewProps } from './TerminalView.fixture';

const promptRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../Prompt', async (importOriginal) => {
  const original = await importOriginal<typeof PromptModule>();
  return {
    ...original,
    Prompt: (props: Parameters<typeof original.Prompt>[0]) => {
      promptRenders.count += 1;
      return original.Prompt(props);
    },
  };
});

const lines = (...added: NewOutputLine[]): readonly OutputLine[] => createOutputLog(added).lines;

function setup(overrides: Partial<TerminalViewProps> = {}) {
  const props = viewProps(overrides);
  const view = render(<TerminalView {...props} />);
  const input = screen.getByRole('textbox', { name: 'Command' });
  return { props, input, ...view, rerender: (next: Partial<TerminalViewProps>) => view.rerender(<TerminalView {...props} {...next} />) };
}

function selectText(text: string | null) {
  vi.spyOn(window, 'getSelection').mockReturnValue({
    isCollapsed: text === null,
    toString: () => text ?? '',
  } as Selection);
}

describe('TerminalView', () => {
  it("marks its field as the command line in the server's HTML, for the page's script to send early keys to", () => {
    const html = renderToString(<TerminalView {...viewProps()} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector(`input[${COMMAND_LINE}]`)).not.toBeNull();
  });

  it('is a polite log with a labelled, phone-friendly input', () => {
    const { input } = setup();
    const log = screen.getByRole('log');
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(input).toHaveAttribute('autocapitalize', 'off');
    expect(input).toHaveAttribute('autocorrect', 'off');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAttribute('enterkeyhint', 'go');
    expect(input).toHaveFocus();
  });

  it('prevents the default of Tab (completion) but lets Shift+Tab move focus', () => {
    const { input, props } = setup();
    expect(fireEvent.keyDown(input, { key: 'Tab' })).toBe(false);
    expect(props.onComplete).toHaveBeenCalledTimes(1);
    expect(fireEvent.keyDown(input, { key: 'Tab', shiftKey: true })).toBe(true);
    expect(props.onComplete).toHaveBeenCalledTimes(1);
  });

  it('Ctrl+C abandons the line only when nothing is selected', () => {
    const { input, props } = setup({ value: 'half' });
    selectText('Welcome');
    expect(fireEvent.keyDown(input, { key: 'c', ctrlKey: true })).toBe(true);
    expect(props.onInterrupt).not.toHaveBeenCalled();
    selectText(null);
    expect(fireEvent.keyDown(input, { key: 'c', ctrlKey: true })).toBe(false);
    expect(props.onInterrupt).toHaveBeenCalledTimes(1);
  });

  it('Ctrl+C copies text selected inside the input', () => {
    const { input, props } = setup({ value: 'copy me' });
    selectText(null);
    (input as HTMLInputElement).setSelectionRange(0, 4);
    fireEvent.keyDown(input, { key: 'c', ctrlKey: true });
    expect(props.onInterrupt).not.toHaveBeenCalled();
  });

  it('Cmd+C and other modified keys are left to the browser', () => {
    const { input, props } = setup();
    expect(fireEvent.keyDown(input, { key: 'c', metaKey: true })).toBe(true);
    expect(fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true })).toBe(true);
    expect(props.onInterrupt).not.toHaveBeenCalled();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('a click on the screen focuses the input, but never steals a text selection', async () => {
    const { input } = setup();
    input.blur();
    selectText('Welc');
    await userEvent.click(screen.getByText('Welcome'));
    expect(input).not.toHaveFocus();
    selectText(null);
    await userEvent.click(screen.getByText('Welcome'));
    expect(input).toHaveFocus();
  });

  it('entries: navigate is a real link handled in-app; fill is a button', async () => {
    const { props, input } = setup({
      lines: lines(outputLine(navigateEntry('art/', '/art'), fillEntry('readme.txt', 'cat readme.txt'))),
    });
    const link = screen.getByRole('link', { name: 'art/' });
    expect(link).toHaveAttribute('href', '/art');
    await userEvent.click(link);
    expect(props.onNavigate).toHaveBeenCalledWith('/art');
    await userEvent.click(screen.getByRole('button', { name: 'readme.txt' }));
    expect(props.onFill).toHaveBeenCalledWith('cat readme.txt');
    expect(input).toHaveFocus();
  });

  it('typing re-renders the prompt line only, not the 2,000 lines of the log', () => {
    const many = lines(...Array.from({ length: 2000 }, (_, i) => echoLine(PROMPT, `echo ${i}`)));
    const { rerender } = setup({ lines: many });
    expect(promptRenders.count).toBeGreaterThanOrEqual(2001);
    promptRenders.count = 0;
    rerender({ lines: many, value: 'l' });
    rerender({ lines: many, value: 'ls' });
    expect(promptRenders.count).toBe(2);
    promptRenders.count = 0;
    rerender({ lines: [...many, ...lines(echoLine(PROMPT, 'new')).map((line) => ({ ...line, id: 9999 }))], value: '' });
    expect(promptRenders.count).toBe(2);
    // Rendering 2,000 lines in jsdom is slow on a loaded CI machine; the count is what is checked.
  }, 60_000);

  it('scrolls to the bottom when output arrives', () => {
    const { container, rerender } = setup();
    const root = container.firstElementChild as HTMLElement;
    Object.defineProperty(root, 'scrollHeight', { configurable: true, value: 1234 });
    rerender({ lines: lines(textLine('one'), textLine('two')) });
    expect(root.scrollTop).toBe(1234);
  });

  it('disables the input while a command runs and focuses it again after', () => {
    const { input, rerender } = setup();
    rerender({ disabled: true });
    expect(input).toBeDisabled();
    input.blur();
    rerender({ disabled: false });
    expect(input).toBeEnabled();
    expect(input).toHaveFocus();
  });

  it('lets the log take Tab while a command runs, so a long output can still be scrolled by keyboard', () => {
    const { rerender } = setup();
    const log = screen.getByRole('log', { name: 'Terminal output' });
    expect(log).not.toHaveAttribute('tabindex');
    rerender({ disabled: true });
    expect(log).toHaveAttribute('tabindex', '0');
    rerender({ disabled: false });
    expect(log).not.toHaveAttribute('tabindex');
  });

  it('does not grab focus on mount without autoFocus', () => {
    const { input } = setup({ autoFocus: false });
    expect(input).not.toHaveFocus();
  });

  it('with autoFocus, does not take the focus from something else the visitor focused', () => {
    const elsewhere = document.body.appendChild(document.createElement('button'));
    elsewhere.focus();
    setup({ autoFocus: true });
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
  });

  it("taking over the server's HTML, hands up what the visitor typed into the field before, and the Enter", async () => {
    const props = setup().props;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<TerminalView {...props} />);
    const field = within(container).getByRole<HTMLInputElement>('textbox', { name: 'Command' });
    field.value = 'ls pro';
    field.setAttribute(ENTERED_EARLY, '');
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    const root = await act(async () => hydrateRoot(container, <TerminalView {...props} onChange={onChange} onSubmit={onSubmit} />));
    expect(onChange).toHaveBeenCalledWith('ls pro');
    // The Enter index.html's inline script noted before React ran.
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(field).not.toHaveAttribute(ENTERED_EARLY);
    act(() => root.unmount());
    container.remove();
  });

  it("taking over the server's HTML, hands the keys typed after that Enter to onTypeAhead, each further Enter a line break", async () => {
    const props = setup().props;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<TerminalView {...props} />);
    const field = within(container).getByRole<HTMLInputElement>('textbox', { name: 'Command' });
    field.value = 'ls';
    // What index.html's inline script keeps after the Enter: `help`, Enter, `who`.
    field.setAttribute(ENTERED_EARLY, 'help\nwho');
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    const onTypeAhead = vi.fn();
    const root = await act(async () => hydrateRoot(container, <TerminalView {...props} onChange={onChange} onSubmit={onSubmit} onTypeAhead={onTypeAhead} />));
    expect(onTypeAhead).toHaveBeenCalledExactlyOnceWith('ls\nhelp\nwho');
    expect(onChange).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field).not.toHaveAttribute(ENTERED_EARLY);
    act(() => root.unmount());
    container.remove();
  });

  it('external links open in a new tab without an opener', () => {
    setup({ lines: lines(outputLine({ kind: 'link', text: 'mail', href: 'mailto:a@b.c' })) });
    const link = screen.getByRole('link', { name: 'mail' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
