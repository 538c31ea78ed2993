import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { clear, navigateTo, printText, textLine } from '../engine/output';
import type { Command, CommandContext, Effect } from '../engine/types';
import { defineTerminalInput, terminalMachine, type PendingCommand } from './terminalMachine';
import { PROMPT, show, startTerminal as start } from './terminalMachine.fixture';
import { SLOW_MACHINE } from './testWait';

describe('terminalMachine: start', () => {
  it('starts idle with an empty input, the initial lines and history', () => {
    const { actor, screen, context } = start({ initialLines: [textLine('Welcome')], initialHistory: ['ls'] });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(screen()).toEqual(['Welcome']);
    expect(context()).toMatchObject({ input: '', running: false, prompt: PROMPT, nextLineId: 2 });
    expect(context().history.entries).toEqual(['ls']);
  });

  it('accepts a table typed with a screen context', () => {
    interface HomeContext extends CommandContext {
      readonly name: string;
    }
    const hello: Command<HomeContext> = { name: 'hello', description: '', run: (_a, ctx) => [printText(ctx.name)] };
    const input = defineTerminalInput<HomeContext>({
      commands: [hello],
      prompt: '$',
      getContext: () => ({ theme: 'dark', name: 'Ada' }),
    });
    const actor = createActor(terminalMachine, { input }).start();
    actor.send({ type: 'input.change', value: 'hello' });
    actor.send({ type: 'command.submit' });
    expect(actor.getSnapshot().context.lines.map(show)).toEqual(['$ hello', 'Ada']);
  });
});

describe('terminalMachine: submitting', () => {
  it('echoes "{prompt} {input}", prints the output, empties the input and records history', () => {
    const { submit, screen, context } = start();
    submit('whoami');
    expect(screen()).toEqual([`${PROMPT} whoami`, 'A computer engineering student']);
    expect(context().input).toBe('');
    expect(context().history.entries).toEqual(['whoami']);
    expect(context().lines.map((l) => l.id)).toEqual([1, 2]);
  });

  it('echoes the prompt only for an empty or blank line, recording nothing', () => {
    const { submit, screen, context } = start();
    submit('');
    submit('   ');
    expect(screen()).toEqual([`${PROMPT} `, `${PROMPT} `]);
    expect(context().lines[0]).toEqual({ id: 1, kind: 'echo', prompt: PROMPT, input: '' });
    expect(context().history.entries).toEqual([]);
    expect(context().input).toBe('');
  });

  it('adds a blank line instead when the screen asks for it (about)', () => {
    const { submit, context } = start({ emptyLine: 'blank' });
    submit('  ');
    expect(context().lines).toEqual([{ id: 1, kind: 'output', segments: [] }]);
  });

  it('prints the shared errors', () => {
    const { submit, screen } = start();
    submit('foo');
    submit('whoami now');
    submit('cd');
    submit('theme blue');
    submit('theme a b');
    expect(screen().filter((_, i) => i % 2 === 1)).toEqual([
      'foo: command not found',
      'whoami: too many arguments',
      'Usage: cd <directory>',
      'Invalid theme: blue. Available themes: dark, light',
      'theme: too many arguments',
    ]);
  });

  it('reads the context when a command runs', () => {
    const { submit, screen, session } = start();
    submit('theme');
    session.theme = 'light';
    submit('theme');
    expect(screen()).toEqual([`${PROMPT} theme`, 'Current theme: dark', `${PROMPT} theme`, 'Current theme: light']);
  });

  it('applies clear and fillInput itself', () => {
    const { submit, screen, context } = start();
    submit('whoami');
    submit('clear');
    expect(screen()).toEqual([]);
    submit('cat a.txt');
    expect(screen()).toEqual([`${PROMPT} cat a.txt`, 'file']);
    expect(context().input).toBe('cat next.txt');
    expect(context().lines[0]?.id).toBe(4); // ids keep growing across the clear
  });

  it('emits navigate, openUrl and setTheme to the screen, in order, and nothing else', () => {
    const { submit, emitted, screen } = start();
    submit('cd art');
    submit('curl https://example.com');
    submit('whoami');
    expect(emitted).toEqual([
      { type: 'effect', effect: { type: 'navigate', to: '/art' } },
      { type: 'effect', effect: { type: 'openUrl', url: 'https://example.com' } },
      { type: 'effect', effect: { type: 'setTheme', theme: 'light' } },
    ]);
    expect(screen()).toContain('opening');
  });

  it('passes a line with no command to onUnknownCommand, with the context', () => {
    const { submit, emitted, screen } = start({
      onUnknownCommand: (parsed, ctx) =>
        parsed.command === 'Pocket' ? [printText(`${ctx.theme}: ${parsed.args.join(' ')}`), navigateTo('/projects/pocket')] : null,
    });
    submit('Pocket Scope');
    submit('nothing here');
    expect(screen()).toEqual([`${PROMPT} Pocket Scope`, 'dark: Scope', `${PROMPT} nothing here`, 'nothing: command not found']);
    expect(emitted).toEqual([{ type: 'effect', effect: { type: 'navigate', to: '/projects/pocket' } }]);
  });

  it('prints a command that throws and stays alive', () => {
    const { actor, submit, screen } = start();
    submit('boom');
    expect(screen()).toEqual([`${PROMPT} boom`, 'boom: kaput']);
    expect(actor.getSnapshot().status).toBe('active');
  });
});

describe('terminalMachine: async commands', () => {
  it('runs with the input disabled, then applies and emits the effects', async () => {
    const { actor, submit, screen, emitted, context, session } = start();
    submit('test');
    expect(actor.getSnapshot().value).toBe('running');
    expect(context().running).toBe(true);
    expect(screen()).toEqual([`${PROMPT} test`]);

    actor.send({ type: 'input.change', value: 'ignored' });
    actor.send({ type: 'command.submit' });
    actor.send({ type: 'history.back' });
    expect(context().input).toBe('');

    session.slow.resolve([printText('{"status":"ok"}'), navigateTo('/admin-clean')]);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'), SLOW_MACHINE);
    expect(context()).toMatchObject({ running: false, pending: null });
    expect(screen()).toEqual([`${PROMPT} test`, '{"status":"ok"}']);
    expect(emitted).toEqual([{ type: 'effect', effect: { type: 'navigate', to: '/admin-clean' } }]);
  });

  it('prints a rejected promise as an error line, never throwing', async () => {
    const { actor, submit, screen, context, session } = start();
    submit('test');
    session.slow.reject(new Error('Network down'));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'), SLOW_MACHINE);
    expect(screen()).toEqual([`${PROMPT} test`, 'test: Network down']);
    expect(context().lines[1]).toMatchObject({ segments: [{ tone: 'error' }] });
    expect(actor.getSnapshot().status).toBe('active');
    submit('whoami');
    expect(screen()).toHaveLength(4);
  });

  it('can be pinned in running, or settled, by swapping the awaitCommand actor', async () => {
    const pinned = terminalMachine.provide({
      actors: { awaitCommand: fromPromise<readonly Effect[], PendingCommand>(() => new Promise(() => undefined)) },
    });
    const stuck = createActor(pinned, { input: start().input }).start();
    stuck.send({ type: 'input.change', value: 'test' });
    stuck.send({ type: 'command.submit' });
    expect(stuck.getSnapshot().value).toBe('running');

    const stubbed = terminalMachine.provide({
      actors: { awaitCommand: fromPromise<readonly Effect[], PendingCommand>(async () => [printText('stub')]) },
    });
    const actor = createActor(stubbed, { input: start().input }).start();
    actor.send({ type: 'input.change', value: 'test' });
    actor.send({ type: 'command.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'), SLOW_MACHINE);
    expect(actor.getSnapshot().context.lines.map(show)).toEqual([`${PROMPT} test`, 'stub']);
  });

  it('re-reads currentPrompt after every command, sync or async, as a shell re-reads its PS1', async () => {
    let location = '~';
    const { actor, submit, screen, context, session } = start({ currentPrompt: () => `guest@portfolio:${location}$` });
    location = '~/art';
    submit('whoami');
    expect(context().prompt).toBe('guest@portfolio:~/art$');
    submit('');
    expect(screen()).toEqual([`${PROMPT} whoami`, 'A computer engineering student', 'guest@portfolio:~/art$ ']);
    submit('test');
    location = '~/art/music';
    session.slow.resolve([]);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'), SLOW_MACHINE);
    expect(context().prompt).toBe('guest@portfolio:~/art/music$');
  });

  it('applies a clear returned by an async command', async () => {
    const { actor, submit, screen, session } = start();
    submit('whoami');
    submit('test');
    session.slow.resolve([clear(), printText('fresh')]);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'), SLOW_MACHINE);
    expect(screen()).toEqual(['fresh']);
  });
});
