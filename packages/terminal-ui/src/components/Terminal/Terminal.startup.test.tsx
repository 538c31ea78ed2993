import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { OutputLine } from '../../engine/types';
import { DeferredTerminal } from '../DeferredTerminal';
import { SessionDriver } from '../DeferredTerminal/SessionDriver';
import { demoInput } from './demoSession';
import { Terminal } from './Terminal';

const log = () => within(screen.getByRole('log'));
const show = (line: OutputLine) => (line.kind === 'echo' ? `${line.prompt} ${line.input}` : line.segments.map((segment) => segment.text).join(''));

describe('Terminal: a startup command (a ?cmd= link)', () => {
  it('runs it once the session is live, as if typed, even under StrictMode', async () => {
    render(
      <StrictMode>
        <Terminal input={{ ...demoInput(), startupCommand: { line: 'whoami' } }} />
      </StrictMode>,
    );
    expect(await log().findByText('A computer engineering student who likes shells.')).toBeInTheDocument();
    expect(log().getAllByText('whoami')).toHaveLength(1);
  });

  it('echoes a refused line and why, without running it', async () => {
    const onThemeChange = vi.fn();
    render(<Terminal input={{ ...demoInput(), startupCommand: { line: 'theme light', refusal: 'Not run from a link.' } }} onThemeChange={onThemeChange} />);
    expect(await log().findByText('Not run from a link.')).toBeInTheDocument();
    expect(log().getByText('theme light')).toBeInTheDocument();
    expect(onThemeChange).not.toHaveBeenCalled();
  });

  it('waits for a deferred terminal\'s machine, then runs it', async () => {
    let arrive: (driver: typeof SessionDriver) => void = () => undefined;
    const load = () => new Promise<typeof SessionDriver>((resolve) => (arrive = resolve));
    render(<DeferredTerminal input={{ ...demoInput(), startupCommand: { line: 'whoami' } }} load={load} />);
    expect(log().queryByText('A computer engineering student who likes shells.')).toBeNull();
    arrive(SessionDriver);
    expect(await log().findByText('A computer engineering student who likes shells.')).toBeInTheDocument();
  });

  it('hands a navigating line\'s effect to the screen', async () => {
    const onNavigate = vi.fn();
    render(<Terminal input={{ ...demoInput(), startupCommand: { line: 'cd art' } }} onNavigate={onNavigate} />);
    await vi.waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/art'));
  });
});

describe('Terminal: onLinesChange', () => {
  it('reports the log as soon as it changes, the echo of a line that navigates away included', async () => {
    const reported: string[][] = [];
    const onNavigate = vi.fn();
    const input = { ...demoInput(), onLinesChange: (lines: readonly OutputLine[]) => void reported.push(lines.map(show)) };
    const { unmount } = render(<Terminal input={input} onNavigate={onNavigate} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Command' }), 'cd art{Enter}');
    unmount();
    expect(onNavigate).toHaveBeenCalledWith('/art');
    expect(reported.at(-1)?.at(-1)).toBe('portfolio@localhost:~$ cd art');
  });

  it('reports nothing while only the input changes', async () => {
    const onLinesChange = vi.fn();
    render(<Terminal input={{ ...demoInput(), onLinesChange }} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Command' }), 'who');
    expect(onLinesChange).not.toHaveBeenCalled();
  });
});
