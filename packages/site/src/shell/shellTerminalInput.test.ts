import type { TerminalInput } from '@portfolio/terminal-ui/engine/terminalInput';
import type { OutputLine } from '@portfolio/terminal-ui/engine/types';
import { terminalMachine } from '@portfolio/terminal-ui/machines/terminalMachine';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { browserShellServices, type ShellServices } from '../commands/everyScreenCommands';
import { homeTerminalInput, type HomeContext } from '../commands/homeCommands';
import { projectsTerminalInput } from '../commands/projectsCommands';
import { projectsFixture } from '../mocks/projectsMocks';
import { createShellSession, type ShellSession } from './shellSession';
import { shellTerminalInput } from './shellTerminalInput';
import { HISTORY_STORAGE_KEY, type SessionStore } from './historyStore';

const show = (line: OutputLine) => (line.kind === 'echo' ? `${line.prompt} ${line.input}` : line.segments.map((segment) => segment.text).join(''));

function storage(): SessionStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const homeContext = (): HomeContext => ({
  theme: 'dark',
  checkHealth: async () => ({ status: 'ok' }),
  login: async () => ({ kind: 'denied', error: 'Invalid password' }),
  saveToken: () => undefined,
  navigateLater: () => undefined,
});

const servicesOf = (session: ShellSession): ShellServices => ({ ...browserShellServices(), readHistory: session.history.read });

function home(session: ShellSession, search = '') {
  return shellTerminalInput(homeTerminalInput(homeContext, 'localhost', servicesOf(session)), { session, screen: '/', search });
}

function projects(session: ShellSession, search = '') {
  const input = projectsTerminalInput(() => ({ theme: 'dark', listing: { status: 'ready', data: projectsFixture } }), 'localhost', servicesOf(session));
  return shellTerminalInput(input, { session, screen: '/projects', search });
}

function start(input: TerminalInput) {
  const actor = createActor(terminalMachine, { input }).start();
  const submit = (value: string) => {
    actor.send({ type: 'input.change', value });
    actor.send({ type: 'command.submit' });
  };
  return { actor, submit, screen: () => actor.getSnapshot().context.lines.map(show) };
}

describe('shellTerminalInput: one history for the visit', () => {
  it('a screen starts with the history the others recorded, and history lists it numbered', () => {
    const session = createShellSession(storage());
    const onHome = start(home(session));
    onHome.submit('ls');
    onHome.submit('cat readme.txt');
    onHome.actor.stop();

    const onProjects = start(projects(session));
    expect(onProjects.actor.getSnapshot().context.history.entries).toEqual(['ls', 'cat readme.txt']);
    onProjects.submit('history');
    expect(onProjects.screen()).toEqual([
      'portfolio@localhost:~/projects$ history',
      '    1  ls',
      '    2  cat readme.txt',
      '    3  history',
    ]);
  });

  it('survives a reload: a new session on the same storage reads it back', () => {
    const store = storage();
    start(home(createShellSession(store))).submit('whoami');
    expect(start(home(createShellSession(store))).actor.getSnapshot().context.history.entries).toEqual(['whoami']);
  });

  it('!n and !! run entries recorded on another screen', () => {
    const session = createShellSession(storage());
    start(home(session)).submit('theme');
    const onProjects = start(projects(session));
    onProjects.submit('!1');
    onProjects.submit('!!');
    expect(onProjects.screen()).toEqual([
      'portfolio@localhost:~/projects$ !1',
      'theme',
      'Current theme: dark',
      'portfolio@localhost:~/projects$ !!',
      'theme',
      'Current theme: dark',
    ]);
  });

  it('never stores admin lines, typed on home or on any other screen', () => {
    const store = storage();
    const session = createShellSession(store);
    start(home(session)).submit('admin hunter2');
    const onProjects = start(projects(session));
    onProjects.submit('admin hunter2');
    onProjects.submit('ls');
    expect(onProjects.screen()[0]).toBe('portfolio@localhost:~/projects$ admin ********');
    expect(session.history.read()).toEqual(['ls']);
    expect([...store.data.values()].join('')).not.toContain('hunter2');
    expect(JSON.parse(store.data.get(HISTORY_STORAGE_KEY) ?? '')).toEqual(['ls']);
  });

  it('keeps a screen\'s own onHistoryChange', () => {
    const session = createShellSession(null);
    const onHistoryChange = vi.fn();
    const input = shellTerminalInput({ ...homeTerminalInput(homeContext), onHistoryChange }, { session, screen: '/', search: '' });
    start(input).submit('ls');
    expect(onHistoryChange).toHaveBeenCalledWith(['ls']);
  });
});

describe('shellTerminalInput: the screen\'s log', () => {
  it('starts with the screen\'s initial lines, then with what it showed last', () => {
    const session = createShellSession(null);
    const first = home(session);
    expect(first.initialLines).toBeUndefined();
    const onHome = start(first);
    onHome.submit('whoami');
    first.onLinesChange?.(onHome.actor.getSnapshot().context.lines);

    const again = start(home(session));
    expect(again.screen()).toEqual(onHome.screen());
    expect(start(projects(session)).screen()).toEqual([]);
  });
});

describe('shellTerminalInput: ?cmd= links', () => {
  it('hands a reading command to the session to run', () => {
    expect(home(createShellSession(null), '?cmd=ls').startupCommand).toEqual({ line: 'ls' });
    expect(projects(createShellSession(null), '?cmd=pocket-oscilloscope').startupCommand).toEqual({ line: 'pocket-oscilloscope' });
  });

  it('hands admin with why it does not run', () => {
    expect(home(createShellSession(null), '?cmd=admin%20x').startupCommand).toEqual({
      line: 'admin x',
      refusal: 'Not run from a link: admin signs in; type it yourself.',
    });
  });

  it('has none without cmd', () => {
    expect(home(createShellSession(null), '?from=home').startupCommand).toBeUndefined();
  });
});
