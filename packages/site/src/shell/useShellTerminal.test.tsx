import { Terminal } from '@portfolio/terminal-ui/components/Terminal';
import { createCommandTable } from '@portfolio/terminal-ui/engine/commandTable';
import { navigateTo, printText } from '@portfolio/terminal-ui/engine/output';
import { defineTerminalInput } from '@portfolio/terminal-ui/engine/terminalInput';
import type { CommandContext } from '@portfolio/terminal-ui/engine/types';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createHistoryCommand } from '../commands/shell/historyCommand';
import { MemoryRouter, Route, Switch, useNavigate, useSiteLocation } from '../routing';
import { HISTORY_STORAGE_KEY } from './historyStore';
import { ShellSessionProvider } from './ShellSessionProvider';
import { useShellTerminal } from './useShellTerminal';

/** A terminal screen as the site's are wired, with a few commands: ls, cd <path>, history, admin. */
function FakeScreen({ path }: { path: string }) {
  const navigate = useNavigate();
  const input = useShellTerminal(path, {}, (_latest, services) => {
    const commands = createCommandTable<CommandContext>(
      { name: 'ls', description: 'List', run: () => [printText(`listing ${path}`)] },
      { name: 'cd', description: 'Go', minArgs: 1, run: ([to = '/']) => [navigateTo(to)] },
      { name: 'admin', description: 'Sign in', run: () => [printText('signed in')] },
      createHistoryCommand(services),
    );
    return defineTerminalInput({ commands, prompt: `${path}$`, getContext: () => ({ theme: 'dark' }) });
  });
  return <Terminal input={input} onNavigate={(to) => navigate(to)} />;
}

function Address() {
  const { pathname, search } = useSiteLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

function app(entry: string): ReactNode {
  return (
    <MemoryRouter initialEntries={[entry]}>
      <Address />
      <Switch>
        {/* Keyed, as AppShell keys each page: another route is another screen. */}
        <Route path="/"><FakeScreen key="/" path="/" /></Route>
        <Route path="/projects"><FakeScreen key="/projects" path="/projects" /></Route>
        <Route path="/elsewhere"><p>elsewhere</p></Route>
      </Switch>
    </MemoryRouter>
  );
}

const renderApp = (entry: string) => render(<ShellSessionProvider>{app(entry)}</ShellSessionProvider>);
const commandBox = () => screen.getByRole('textbox', { name: 'Command' });
const boxValue = () => (commandBox() as HTMLInputElement).value;
const log = () => within(screen.getByRole('log'));
const logText = () => screen.getByRole('log').textContent ?? '';
const address = () => screen.getByTestId('address').textContent;

afterEach(() => sessionStorage.clear());

describe('useShellTerminal: the visit\'s history', () => {
  it('follows the visitor from screen to screen, for ArrowUp and for history', async () => {
    renderApp('/');
    await userEvent.type(commandBox(), 'ls{Enter}cd /projects{Enter}');
    expect(address()).toBe('/projects');
    await userEvent.type(commandBox(), '{ArrowUp}');
    expect(boxValue()).toBe('cd /projects');
    await userEvent.clear(commandBox());
    await userEvent.type(commandBox(), 'history{Enter}');
    expect(logText()).toContain('    1  ls');
    expect(logText()).toContain('    2  cd /projects');
    expect(logText()).toContain('    3  history');
  });

  it('is kept in session storage, so a reload (a new app) has it, admin lines never', async () => {
    const first = renderApp('/');
    await userEvent.type(commandBox(), 'ls{Enter}admin hunter2{Enter}');
    first.unmount();
    expect(sessionStorage.getItem(HISTORY_STORAGE_KEY)).toBe('["ls"]');

    renderApp('/');
    await userEvent.type(commandBox(), '{ArrowUp}');
    expect(boxValue()).toBe('ls');
  });

  it('treats a corrupt stored value as an empty history', async () => {
    sessionStorage.setItem(HISTORY_STORAGE_KEY, '{oops');
    renderApp('/');
    await userEvent.type(commandBox(), 'history{Enter}');
    expect(logText()).toContain('    1  history');
  });
});

describe('useShellTerminal: coming back to a screen', () => {
  it('shows its earlier log again, up to the line that left it', async () => {
    renderApp('/');
    await userEvent.type(commandBox(), 'ls{Enter}cd /projects{Enter}');
    expect(log().queryByText('listing /')).toBeNull();
    await userEvent.type(commandBox(), 'cd /{Enter}');
    expect(address()).toBe('/');
    expect(log().getByText('listing /')).toBeTruthy();
    expect(log().getByText('cd /projects')).toBeTruthy();
  });

  it('starts afresh outside a provider (a screen\'s own tests and stories)', async () => {
    const { unmount } = render(app('/'));
    await userEvent.type(commandBox(), 'ls{Enter}');
    unmount();
    render(app('/'));
    await userEvent.type(commandBox(), '{ArrowUp}');
    expect(boxValue()).toBe('');
    expect(screen.getByRole('log').textContent).toBe('');
  });
});

describe('useShellTerminal: ?cmd= links', () => {
  it('runs a reading command once the terminal is up and drops cmd from the address, keeping the rest', async () => {
    renderApp('/?from=mail&cmd=ls');
    expect(await log().findByText('listing /')).toBeTruthy();
    expect(address()).toBe('/?from=mail');
    await userEvent.type(commandBox(), '{ArrowUp}');
    expect(boxValue()).toBe('ls');
  });

  it('echoes admin, masked, with why it was not run', async () => {
    renderApp('/projects?cmd=admin%20hunter2');
    expect(await log().findByText('Not run from a link: admin signs in; type it yourself.')).toBeTruthy();
    expect(log().getByText('admin ********')).toBeTruthy();
    expect(screen.queryByText('signed in')).toBeNull();
    expect(document.body.textContent).not.toContain('hunter2');
    expect(address()).toBe('/projects');
    expect(sessionStorage.getItem(HISTORY_STORAGE_KEY)).toBeNull();
  });

  it('runs a line that navigates, and the new page keeps its own address', async () => {
    renderApp('/?cmd=cd%20%2Felsewhere');
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(address()).toBe('/elsewhere');
  });
});
