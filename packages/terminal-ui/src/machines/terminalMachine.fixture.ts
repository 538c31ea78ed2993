import { createActor } from 'xstate';
import { createCommandTable } from '../engine/commandTable';
import { fillInput, navigateTo, openUrl, printText, setTheme } from '../engine/output';
import { clearCommand, createHelpCommand, createTextCommand, themeCommand } from '../engine/sharedCommands';
import type { CommandTable, Effect, OutputLine, ThemeName } from '../engine/types';
import { terminalMachine, type TerminalEffectEvent, type TerminalInput } from './terminalMachine';

/** A terminal session for tests: a small table, a controllable async command, helpers. */

export const PROMPT = 'guest@portfolio:~$';

export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A line as the user would read it. */
export function show(line: OutputLine): string {
  return line.kind === 'echo' ? `${line.prompt} ${line.input}` : line.segments.map((s) => s.text).join('');
}

export function startTerminal(overrides: Partial<TerminalInput> = {}) {
  const session = { theme: 'dark' as ThemeName, slow: deferred<readonly Effect[]>() };
  const commands: CommandTable = createCommandTable(
    createHelpCommand(() => commands),
    clearCommand,
    themeCommand,
    createTextCommand('whoami', 'Who am I', ['A computer engineering student']),
    { name: 'cd', description: 'Go', usage: 'cd <directory>', minArgs: 1, maxArgs: 1, run: (args) => [navigateTo(`/${args[0] ?? ''}`)] },
    { name: 'cat', description: 'Read', run: () => [printText('file'), fillInput('cat next.txt')] },
    { name: 'curl', description: 'Open', run: (args) => [printText('opening'), openUrl(args[0] ?? ''), setTheme('light')] },
    { name: 'test', description: 'Slow', run: () => session.slow.promise },
    {
      name: 'boom',
      description: 'Throws',
      run: () => {
        throw new Error('kaput');
      },
    },
  );
  const input: TerminalInput = { commands, prompt: PROMPT, getContext: () => ({ theme: session.theme }), ...overrides };
  const actor = createActor(terminalMachine, { input });
  const emitted: TerminalEffectEvent[] = [];
  actor.on('effect', (event) => emitted.push(event));
  actor.start();
  const type = (value: string) => actor.send({ type: 'input.change', value });
  const submit = (value: string) => {
    type(value);
    actor.send({ type: 'command.submit' });
  };
  return {
    actor,
    input,
    session,
    emitted,
    type,
    submit,
    screen: () => actor.getSnapshot().context.lines.map(show),
    context: () => actor.getSnapshot().context,
  };
}
