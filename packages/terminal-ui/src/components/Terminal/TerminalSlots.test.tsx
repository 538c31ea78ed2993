import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { outputLine, slotSegment, text } from '../../engine/output';
import { demoInput, DEMO_PROMPT } from './demoSession';
import type { TerminalSlots } from './slots';
import { Terminal } from './Terminal';

const commandBox = () => screen.getByRole('textbox', { name: 'Command' });
const log = () => within(screen.getByRole('log'));
const withGreeting = () => demoInput({ initialLines: [outputLine(slotSegment('greeting', 'Hello (as text)'))] });

function greeting(name: string): TerminalSlots {
  return {
    greeting: ({ run }) => (
      <p>
        {`Hello, ${name}. `}
        <button type="button" onClick={() => run('whoami')}>
          whoami
        </button>
        <button type="button" onClick={() => run('ls')}>
          ls
        </button>
      </p>
    ),
  };
}

describe('Terminal slots', () => {
  it("a slot segment shows the screen's content, drawn from the screen's latest render", () => {
    const input = withGreeting();
    const { rerender } = render(<Terminal input={input} slots={greeting('Riley')} />);
    expect(log().getByText('Hello, Riley.', { exact: false })).toBeInTheDocument();
    rerender(<Terminal input={input} slots={greeting('Sam')} />);
    expect(log().getByText('Hello, Sam.', { exact: false })).toBeInTheDocument();
  });

  it('without the slot, its text stands in', () => {
    render(<Terminal input={withGreeting()} slots={{ other: () => 'other' }} />);
    expect(log().getByText('Hello (as text)')).toBeInTheDocument();
  });

  it("the content's run enters its command as if typed: echoed, run, remembered (the draft gives way)", async () => {
    render(<Terminal input={withGreeting()} slots={greeting('Riley')} />);
    await userEvent.type(commandBox(), 'draft');
    await userEvent.click(log().getByRole('button', { name: 'whoami' }));
    const rows = [...screen.getByRole('log').querySelectorAll('[data-kind]')].map((row) => row.textContent);
    expect(rows.slice(1)).toEqual([`${DEMO_PROMPT} whoami`, 'A computer engineering student who likes shells.']);
    expect(commandBox()).toHaveValue('');
    expect(commandBox()).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(commandBox()).toHaveValue('whoami');
  });

  it("runs the slot's command, not the match, during a reverse search", async () => {
    render(<Terminal input={withGreeting()} slots={greeting('Riley')} />);
    await userEvent.type(commandBox(), 'whoami{Enter}');
    await userEvent.keyboard('{Control>}r{/Control}who');
    await userEvent.click(log().getByRole('button', { name: 'ls' }));
    const echoes = [...screen.getByRole('log').querySelectorAll('[data-kind="echo"]')].map((row) => row.textContent);
    expect(echoes).toEqual([`${DEMO_PROMPT} whoami`, `${DEMO_PROMPT} ls`]);
    expect(log().getByRole('button', { name: 'readme.txt' })).toBeInTheDocument();
  });

  it('is output like any other: clear removes it', async () => {
    render(<Terminal input={withGreeting()} slots={greeting('Riley')} />);
    await userEvent.type(commandBox(), 'clear{Enter}');
    expect(screen.queryByText('Hello, Riley.', { exact: false })).toBeNull();
    expect(screen.getByRole('log')).toBeEmptyDOMElement();
  });

  it('keeps its place among other segments of a line', () => {
    render(<Terminal input={demoInput({ initialLines: [outputLine(text('> '), slotSegment('greeting'))] })} slots={greeting('Riley')} />);
    expect(log().getByText('>', { exact: false }).parentElement).toHaveTextContent('> Hello, Riley. whoamils');
  });
});
