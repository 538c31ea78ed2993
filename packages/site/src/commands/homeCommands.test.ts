import { runLine } from '@portfolio/terminal-ui/engine/commandTable';
import { HELP_KEYS_LINE } from '@portfolio/terminal-ui/engine/sharedCommands';
import { complete } from '@portfolio/terminal-ui/engine/completion';
import { printText } from '@portfolio/terminal-ui/engine/output';
import type { Effect, OutputLine } from '@portfolio/terminal-ui/engine/types';
import { terminalMachine } from '@portfolio/terminal-ui/machines/terminalMachine';
import { SLOW_MACHINE } from '@portfolio/terminal-ui/machines/testWait';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { LoginOutcome } from '../http/loginApi';
import { everyScreenCommandNames } from './everyScreenCommands';
import {
  HOME_COMPLETION,
  homeCandidates,
  createHomeCommands,
  homeTerminalInput,
  maskPrivateLine,
  WELCOME_TEXT,
  WHOAMI_TEXT,
  type HomeContext,
} from './homeCommands';

function context(overrides: Partial<HomeContext> = {}): HomeContext {
  return {
    theme: 'dark',
    checkHealth: vi.fn(async () => ({ status: 'ok', database: 'up' })),
    login: vi.fn(async (): Promise<LoginOutcome> => ({ kind: 'denied', error: 'Invalid password' })),
    saveToken: vi.fn(),
    navigateLater: vi.fn(),
    ...overrides,
  };
}

async function run(line: string, ctx: HomeContext = context()): Promise<readonly Effect[]> {
  return await runLine(createHomeCommands(), line, ctx);
}

/** Printed lines as read on screen. */
async function printed(line: string, ctx?: HomeContext): Promise<string[]> {
  const effects = await run(line, ctx);
  return effects.flatMap((effect) => (effect.type === 'print' ? [effect.segments.map((segment) => segment.text).join('')] : []));
}

describe('home: ls', () => {
  it('prints the tree: four directories that navigate, then readme.txt that fills its cat command', async () => {
    expect(await printed('ls')).toEqual(['├── projects/', '├── art/', '├── writing/', '├── about/', '└── readme.txt']);
    const segments = (await run('ls')).flatMap((effect) => (effect.type === 'print' ? effect.segments : []));
    expect(segments.filter((segment) => segment.kind === 'navigate')).toEqual([
      { kind: 'navigate', text: 'projects/', to: '/projects' },
      { kind: 'navigate', text: 'art/', to: '/art' },
      { kind: 'navigate', text: 'writing/', to: '/writing' },
      { kind: 'navigate', text: 'about/', to: '/about' },
    ]);
    expect(segments.filter((segment) => segment.kind === 'fill')).toEqual([
      { kind: 'fill', text: 'readme.txt', input: 'cat readme.txt' },
    ]);
  });

  it('refuses arguments', async () => {
    expect(await printed('ls projects')).toEqual(['ls: projects: No such file or directory']);
    expect(await printed('ls -la foo')).toEqual(['ls: -la foo: No such file or directory']);
  });
});

describe('home: cd', () => {
  it.each([
    ['projects', '/projects'],
    ['projects/', '/projects'],
    ['art', '/art'],
    ['art/', '/art'],
    ['writing', '/writing'],
    ['writing/', '/writing'],
    ['about', '/about'],
    ['about/', '/about'],
    ['ABOUT', '/about'],
    ['Writing/', '/writing'],
  ])('cd %s goes to %s', async (arg, route) => {
    expect(await run(`cd ${arg}`)).toEqual([{ type: 'navigate', to: route }]);
  });

  it('prints the usage, too many arguments, and an unknown directory', async () => {
    expect(await printed('cd')).toEqual(['Usage: cd <directory>']);
    expect(await printed('cd art writing')).toEqual(['cd: too many arguments']);
    expect(await printed('cd nowhere')).toEqual(['cd: nowhere: No such file or directory']);
    expect(await printed('cd readme.txt')).toEqual(['cd: readme.txt: No such file or directory']);
  });
});

describe('home: cat', () => {
  it.each(['readme', 'readme.md', 'readme.txt', 'README.md'])('cat %s prints the welcome text', async (file) => {
    expect(await printed(`cat ${file}`)).toEqual(WELCOME_TEXT);
  });

  it('needs a file and knows no other', async () => {
    expect(await printed('cat')).toEqual(['cat: missing file operand']);
    expect(await printed('cat notes.txt')).toEqual(['cat: notes.txt: No such file or directory']);
  });

  it('reads each operand in turn', async () => {
    expect(await printed('cat nope readme')).toEqual(['cat: nope: No such file or directory', ...WELCOME_TEXT]);
  });
});

describe('home: help, clear, whoami, quickview, theme', () => {
  it('help lists every command with its description', async () => {
    const lines = await printed('help');
    expect(lines[0]).toBe('Available commands:');
    for (const name of ['ls', 'cd <directory>', 'cat <file>', 'help', 'clear', 'whoami', 'quickview', 'test', 'theme <dark|light>', 'admin <password>']) {
      expect(lines.some((line) => line.trimStart().startsWith(`${name} `))).toBe(true);
    }
    // Then the every-screen commands (man, pwd, ...).
    expect(lines.slice(11, -1).map((line) => line.trim().split(/\s+/)[0])).toEqual(everyScreenCommandNames());
    expect(lines).toHaveLength(12 + everyScreenCommandNames().length);
    expect(lines.at(-1)).toBe(HELP_KEYS_LINE);
  });

  it('clear empties the screen', async () => {
    expect(await run('clear')).toEqual([{ type: 'clear' }]);
  });

  it('whoami prints a one-line bio', async () => {
    expect(await printed('whoami')).toEqual([WHOAMI_TEXT]);
  });

  it('help, whoami and clear refuse arguments', async () => {
    expect(await printed('help me')).toEqual(['help: too many arguments']);
    expect(await printed('whoami really')).toEqual(['whoami: too many arguments']);
    expect(await printed('clear all')).toEqual(['clear: too many arguments']);
  });

  it('quickview goes to the quick overview, from home', async () => {
    expect(await run('quickview')).toEqual([{ type: 'navigate', to: '/about/quickview?from=home' }]);
  });

  it('theme shows, sets and refuses', async () => {
    expect(await printed('theme')).toEqual(['Current theme: dark']);
    expect(await run('theme LIGHT')).toEqual([{ type: 'setTheme', theme: 'light' }, printText('Theme set to light')]);
    expect(await run('theme dark')).toEqual([{ type: 'setTheme', theme: 'dark' }, printText('Theme set to dark')]);
    expect(await printed('theme blue')).toEqual(['Invalid theme: blue. Available themes: dark, light']);
    expect(await printed('theme dark light')).toEqual(['theme: too many arguments']);
  });

  it('an unknown command is not found', async () => {
    expect(await printed('sudo rm -rf /')).toEqual(['sudo: command not found']);
  });
});

describe('home: test', () => {
  it('prints the health answer as JSON', async () => {
    expect(await printed('test')).toEqual(['{', '  "status": "ok",', '  "database": "up"', '}']);
  });

  it('prints a failure', async () => {
    const ctx = context({ checkHealth: async () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await printed('test', ctx)).toEqual(['API connection failed: Failed to fetch']);
  });
});

describe('home: admin', () => {
  it('needs a password', async () => {
    expect(await printed('admin')).toEqual(['Usage: admin <password>']);
  });

  it('prints the refusal, with the server reason or Invalid password', async () => {
    expect(await printed('admin wrong')).toEqual(['Access denied: Invalid password']);
    const tooMany = context({ login: async () => ({ kind: 'denied', error: 'Too many failed login attempts. Try again later.' }) });
    expect(await printed('admin wrong', tooMany)).toEqual(['Access denied: Too many failed login attempts. Try again later.']);
    const silent = context({ login: async () => ({ kind: 'denied', error: undefined }) });
    expect(await printed('admin wrong', silent)).toEqual(['Access denied: Invalid password']);
  });

  it('prints a network or parse failure', async () => {
    const offline = context({ login: async () => ({ kind: 'failed', message: 'Failed to fetch' }) });
    expect(await printed('admin pw', offline)).toEqual(['Connection error: Failed to fetch']);
    const garbled = context({ login: async () => ({ kind: 'failed', message: 'Invalid JSON response: <html>' }) });
    expect(await printed('admin pw', garbled)).toEqual(['Connection error: Invalid JSON response: <html>']);
  });

  it('on success saves the token and goes to /admin-clean after 1 s', async () => {
    const ctx = context({ login: vi.fn(async (): Promise<LoginOutcome> => ({ kind: 'granted', token: 't0k3n' })) });
    expect(await printed('admin correct horse', ctx)).toEqual(['Access granted. Redirecting to admin panel...']);
    expect(ctx.login).toHaveBeenCalledWith('correct horse');
    expect(ctx.saveToken).toHaveBeenCalledWith('t0k3n');
    expect(ctx.navigateLater).toHaveBeenCalledWith('/admin-clean', 1000);
  });
});

describe('home: completion', () => {
  const tab = (input: string) => complete(input, homeCandidates(), HOME_COMPLETION);

  it('completes one command, lists several', () => {
    expect(tab('wh')).toEqual({ kind: 'complete', input: 'whoami ' });
    expect(tab('q')).toEqual({ kind: 'complete', input: 'quickview ' });
    expect(tab('c')).toEqual({ kind: 'matches', matches: ['cd', 'cat', 'clear'] });
  });

  it('has every command of the spec set', () => {
    expect([...homeCandidates().commands].sort()).toEqual(
      ['ls', 'cd', 'cat', 'help', 'clear', 'whoami', 'quickview', 'test', 'admin', 'theme'].sort(),
    );
  });

  it('completes directory names after cd, and as a first word', () => {
    expect(tab('cd pro')).toEqual({ kind: 'complete', input: 'cd projects' });
    expect(tab('cd ')).toEqual({ kind: 'matches', matches: ['projects', 'art', 'writing', 'about'] });
    expect(tab('wri')).toEqual({ kind: 'complete', input: 'cd writing' });
    expect(tab('ar')).toEqual({ kind: 'complete', input: 'cd art' });
    expect(tab('ad')).toEqual({ kind: 'complete', input: 'admin ' });
    expect(tab('a')).toEqual({ kind: 'matches', matches: ['admin', 'art', 'about'] });
    expect(tab('cat r')).toEqual({ kind: 'complete', input: 'cat readme.txt' });
    expect(tab('theme l')).toEqual({ kind: 'complete', input: 'theme light' });
  });
});

describe('home: the terminal session', () => {
  const show = (line: OutputLine) =>
    line.kind === 'echo' ? `${line.prompt} ${line.input}` : line.segments.map((segment) => segment.text).join('');

  it('masks the admin password in the echo and keeps it out of history', async () => {
    const ctx = context();
    const actor = createActor(terminalMachine, { input: homeTerminalInput(() => ctx, 'localhost') }).start();
    actor.send({ type: 'input.change', value: 'admin hunter2' });
    actor.send({ type: 'command.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'), SLOW_MACHINE);
    await vi.waitFor(() => expect(actor.getSnapshot().context.lines.map(show)).toContain('Access denied: Invalid password'), SLOW_MACHINE);
    const lines = actor.getSnapshot().context.lines.map(show);
    expect(lines[0]).toBe('portfolio@localhost:~$ admin ********');
    expect(lines.join('\n')).not.toContain('hunter2');
    expect(actor.getSnapshot().context.history.entries).toEqual([]);
    expect(ctx.login).toHaveBeenCalledWith('hunter2');
  });

  it('an empty line only echoes the prompt', () => {
    const actor = createActor(terminalMachine, { input: homeTerminalInput(() => context(), 'example.org') }).start();
    actor.send({ type: 'command.submit' });
    expect(actor.getSnapshot().context.lines.map(show)).toEqual(['portfolio@example.org:~$ ']);
  });

  it('masks only admin with a password', () => {
    expect(maskPrivateLine('admin secret')).toBe('admin ********');
    expect(maskPrivateLine('  admin  two words')).toBe('admin ********');
    expect(maskPrivateLine('admin')).toBeNull();
    expect(maskPrivateLine('ls')).toBeNull();
    expect(maskPrivateLine('administrator x')).toBeNull();
  });
});
