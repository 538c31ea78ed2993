import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode, useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { textLine } from '../../engine/output';
import { demoInput, DEMO_PROMPT } from '../Terminal/demoSession';
import { DeferredTerminal, type SessionDriverLoader } from './DeferredTerminal';
import { SessionDriver } from './SessionDriver';

const commandBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Command' });
const never: SessionDriverLoader = () => new Promise(() => {});

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error instanceof Error ? <p>caught: {this.state.error.message}</p> : this.props.children;
  }
}

describe('DeferredTerminal', () => {
  it('shows the header, the initial lines and the prompt at once, the input focused, before the machine loads', () => {
    const onNavigate = vi.fn();
    const input = demoInput({ initialLines: [textLine('Welcome to the demo')] });
    render(<DeferredTerminal input={input} header={<a href="/projects/1">one.md</a>} load={never} onNavigate={onNavigate} />);
    expect(screen.getByRole('link', { name: 'one.md' })).toBeInTheDocument();
    expect(screen.getByText('Welcome to the demo')).toBeInTheDocument();
    expect(screen.getByTestId('prompt')).toHaveTextContent(DEMO_PROMPT);
    expect(commandBox()).toBeEnabled();
    expect(commandBox()).toHaveFocus();
    expect(commandBox().closest('[data-pending]')).not.toBeNull();
  });

  it('becomes the live terminal when the machine arrives', async () => {
    const onNavigate = vi.fn();
    render(<DeferredTerminal input={demoInput()} load={async () => SessionDriver} onNavigate={onNavigate} />);
    await userEvent.type(commandBox(), 'cd art{Enter}');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/art'));
    expect(commandBox().closest('[data-pending]')).toBeNull();
  });

  it('keeps what was typed before the machine arrived, and runs the Enter pressed meanwhile', async () => {
    let arrive: (driver: typeof SessionDriver) => void = () => undefined;
    const load: SessionDriverLoader = () => new Promise((resolve) => (arrive = resolve));
    render(<DeferredTerminal input={demoInput()} load={load} />);
    await userEvent.type(commandBox(), 'whoami{Enter}');
    expect(commandBox()).toHaveValue('whoami');
    expect(commandBox()).toBeDisabled();
    await userEvent.type(commandBox(), 'x');
    arrive(SessionDriver);
    expect(await screen.findByText('A computer engineering student who likes shells.')).toBeInTheDocument();
    await waitFor(() => expect(commandBox()).toHaveValue(''));
    expect(commandBox()).toBeEnabled();
  });

  it('keeps the keys typed after that Enter, with the input busy, and runs them in order when the machine arrives', async () => {
    let arrive: (driver: typeof SessionDriver) => void = () => undefined;
    const load: SessionDriverLoader = () => new Promise((resolve) => (arrive = resolve));
    render(<DeferredTerminal input={demoInput()} load={load} />);
    await userEvent.type(commandBox(), 'whoami{Enter}');
    expect(commandBox()).toBeDisabled();
    // A typo taken back, a second line entered, a third left unentered.
    await userEvent.keyboard('theme{Enter}cx{Backspace}l');
    expect(commandBox()).toHaveValue('whoami');
    await act(async () => arrive(SessionDriver));
    const log = screen.getByRole('log', { name: 'Terminal output' });
    await waitFor(() => expect(commandBox()).toHaveValue('cl'));
    expect(log).toHaveTextContent(
      [`${DEMO_PROMPT} whoami`, 'A computer engineering student who likes shells.', `${DEMO_PROMPT} theme`, 'Current theme: dark'].join(''),
    );
    expect(commandBox()).toBeEnabled();
  });

  it('carries out what the lines typed before the machine arrived ask for: a tab opened, a page left', async () => {
    let arrive: (driver: typeof SessionDriver) => void = () => undefined;
    const load: SessionDriverLoader = () => new Promise((resolve) => (arrive = resolve));
    const onOpenUrl = vi.fn();
    const onNavigate = vi.fn();
    const onLinesChange = vi.fn();
    render(<DeferredTerminal input={{ ...demoInput(), onLinesChange }} load={load} onOpenUrl={onOpenUrl} onNavigate={onNavigate} />);
    await userEvent.type(commandBox(), 'github{Enter}');
    await userEvent.keyboard('cd art{Enter}');
    await act(async () => arrive(SessionDriver));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/art'));
    expect(onOpenUrl).toHaveBeenCalledExactlyOnceWith('https://github.com/');
    // The screen's kept log (for a visitor coming back) has the early lines too.
    expect(onLinesChange.mock.lastCall?.[0]).toContainEqual(expect.objectContaining({ kind: 'echo', input: 'github' }));
  });

  it('keeps an Enter that reaches the busy input itself (as when React hydrates for that key)', async () => {
    let arrive: (driver: typeof SessionDriver) => void = () => undefined;
    const load: SessionDriverLoader = () => new Promise((resolve) => (arrive = resolve));
    render(<DeferredTerminal input={demoInput()} load={load} />);
    await userEvent.type(commandBox(), 'whoami{Enter}');
    await userEvent.keyboard('contact');
    fireEvent.keyDown(commandBox(), { key: 'Enter' });
    await act(async () => arrive(SessionDriver));
    await waitFor(() => expect(screen.getByRole('log', { name: 'Terminal output' })).toHaveTextContent(`${DEMO_PROMPT} contactemail: owner@example.com`));
    expect(commandBox()).toHaveValue('');
  });

  it('leaves a key typed in something the visitor focused to it while the keys wait', async () => {
    let arrive: (driver: typeof SessionDriver) => void = () => undefined;
    const load: SessionDriverLoader = () => new Promise((resolve) => (arrive = resolve));
    render(<DeferredTerminal input={demoInput()} header={<input aria-label="Search" />} load={load} />);
    await userEvent.type(commandBox(), 'whoami{Enter}');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'art');
    await act(async () => arrive(SessionDriver));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('art');
    await waitFor(() => expect(commandBox()).toBeEnabled());
    expect(commandBox()).toHaveValue('');
  });

  it('hands text typed before the machine arrived to it, without an Enter', async () => {
    let arrive: (driver: typeof SessionDriver) => void = () => undefined;
    const load: SessionDriverLoader = () => new Promise((resolve) => (arrive = resolve));
    render(<DeferredTerminal input={demoInput()} load={load} />);
    await userEvent.type(commandBox(), 'who');
    await act(async () => arrive(SessionDriver));
    await userEvent.type(commandBox(), 'ami{Enter}');
    expect(await screen.findByText('A computer engineering student who likes shells.')).toBeInTheDocument();
  });

  it('loads the real machine by default', async () => {
    render(<DeferredTerminal input={demoInput()} />);
    await waitFor(() => expect(commandBox()).toBeEnabled());
    await userEvent.type(commandBox(), 'whoami{Enter}');
    expect(screen.getByText('A computer engineering student who likes shells.')).toBeInTheDocument();
  });

  it('leaves the focus where the visitor put it while the machine loaded', async () => {
    let arrive: (driver: typeof SessionDriver) => void = () => undefined;
    const load: SessionDriverLoader = () => new Promise((resolve) => (arrive = resolve));
    render(<DeferredTerminal input={demoInput()} header={<a href="/projects/1">one.md</a>} load={load} />);
    screen.getByRole('link', { name: 'one.md' }).focus();
    arrive(SessionDriver);
    await waitFor(() => expect(commandBox()).toBeEnabled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('link', { name: 'one.md' })).toHaveFocus();
  });

  it('hands a failed load to the nearest error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Catch>
        <DeferredTerminal input={demoInput()} load={() => Promise.reject(new Error('Failed to fetch dynamically imported module'))} />
      </Catch>,
    );
    expect(await screen.findByText('caught: Failed to fetch dynamically imported module')).toBeInTheDocument();
  });
});

describe('DeferredTerminal that loads its machine when reached for (phones)', () => {
  /** A loader that counts its calls and hands the machine over when told. */
  function heldLoad() {
    let arrive: (driver: typeof SessionDriver) => void = () => undefined;
    const load = vi.fn<SessionDriverLoader>(() => new Promise((resolve) => (arrive = resolve)));
    return { load, arrive: (driver: typeof SessionDriver) => arrive(driver) };
  }
  const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

  it('fetches nothing while the visitor reads, or taps a link in it; the input waits unfocused', async () => {
    const { load } = heldLoad();
    render(<DeferredTerminal input={demoInput()} header={<a href="#one">one.md</a>} load={load} loadWhen="reached" />);
    await settle();
    expect(commandBox()).not.toHaveFocus();
    fireEvent.pointerDown(screen.getByRole('link', { name: 'one.md' }));
    fireEvent.pointerDown(document.body);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(commandBox().closest('[data-pending]')).not.toBeNull();
  });

  it('fetches it when the command line is touched, and becomes the live terminal', async () => {
    const { load, arrive } = heldLoad();
    render(<DeferredTerminal input={demoInput()} load={load} loadWhen="reached" />);
    fireEvent.pointerDown(commandBox());
    await waitFor(() => expect(load).toHaveBeenCalledOnce());
    await act(async () => arrive(SessionDriver));
    await waitFor(() => expect(commandBox().closest('[data-pending]')).toBeNull());
  });

  it('fetches it when the focus moves into the command line (a tap that took the page over, or Tab)', async () => {
    const { load } = heldLoad();
    render(<DeferredTerminal input={demoInput()} header={<a href="#one">one.md</a>} load={load} loadWhen="reached" />);
    await settle();
    screen.getByRole('link', { name: 'one.md' }).focus();
    await settle();
    expect(load).not.toHaveBeenCalled();
    commandBox().focus();
    await waitFor(() => expect(load).toHaveBeenCalledOnce());
  });

  it('fetches it when the command line already has the focus as it starts waiting (focused as the page was taken over)', async () => {
    const { load } = heldLoad();
    /** Focuses the command line after the commit, before any effect listens (a layout effect). */
    function FocusedFirst({ children }: { readonly children: ReactNode }) {
      useLayoutEffect(() => commandBox().focus(), []);
      return children;
    }
    render(
      <FocusedFirst>
        <DeferredTerminal input={demoInput()} load={load} loadWhen="reached" />
      </FocusedFirst>,
    );
    await waitFor(() => expect(load).toHaveBeenCalledOnce());
  });

  it('fetches it at the first key, keeping the keys typed meanwhile and running the Enter', async () => {
    const { load, arrive } = heldLoad();
    render(<DeferredTerminal input={demoInput()} load={load} loadWhen="reached" />);
    // Typed with nothing focused: the key goes to the command line (useTypingRedirect).
    await userEvent.keyboard('whoami{Enter}');
    expect(load).toHaveBeenCalledOnce();
    expect(commandBox()).toHaveValue('whoami');
    await act(async () => arrive(SessionDriver));
    expect(await screen.findByText('A computer engineering student who likes shells.')).toBeInTheDocument();
  });

  it('a key the waiting line does not keep (Tab) starts the fetch', async () => {
    const { load } = heldLoad();
    render(<DeferredTerminal input={demoInput()} load={load} loadWhen="reached" />);
    commandBox().focus();
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(load).toHaveBeenCalledOnce());
  });
});
