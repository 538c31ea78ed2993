import { describe, expect, it } from 'vitest';
import { textLine } from '../engine/output';
import { PROMPT, startTerminal as start } from './terminalMachine.fixture';

describe('terminalMachine: history', () => {
  it('goes back and forward, restoring the unsent draft', () => {
    const { actor, submit, type, context } = start();
    submit('ls');
    submit('help');
    type('dra');
    actor.send({ type: 'history.back' });
    expect(context().input).toBe('help');
    actor.send({ type: 'history.back' });
    expect(context().input).toBe('ls');
    actor.send({ type: 'history.forward' });
    expect(context().input).toBe('help');
    actor.send({ type: 'history.forward' });
    expect(context().input).toBe('dra');
  });

  it('keeps non-empty lines only, and a repeat once', () => {
    const { submit, context } = start();
    submit('ls');
    submit('');
    submit('ls');
    submit('whoami');
    expect(context().history.entries).toEqual(['ls', 'whoami']);
  });
});

describe('terminalMachine: completion', () => {
  it('completes a single command from the table by default', () => {
    const { actor, type, context } = start();
    type('who');
    actor.send({ type: 'completion.request' });
    expect(context().input).toBe('whoami ');
  });

  it('prints several matches joined by " | " and keeps the input', () => {
    const { actor, type, context, screen } = start();
    type('c');
    actor.send({ type: 'completion.request' });
    expect(screen()).toEqual(['clear | cd | cat | curl']);
    expect(context().input).toBe('c');
  });

  it('does nothing without a match', () => {
    const { actor, type, context, screen } = start();
    type('zzz');
    actor.send({ type: 'completion.request' });
    expect(screen()).toEqual([]);
    expect(context().input).toBe('zzz');
  });

  it('uses the screen candidates and options, asked at every Tab', () => {
    let files = ['about.txt'];
    const { actor, type, context } = start({
      candidates: () => ({ commands: ['cat', 'cd'], args: { cat: files, theme: ['dark', 'light'] } }),
      completion: { bareArgumentOf: 'cat' },
    });
    type('ab');
    actor.send({ type: 'completion.request' });
    expect(context().input).toBe('cat about.txt');
    files = ['skills.json'];
    type('sk');
    actor.send({ type: 'completion.request' });
    expect(context().input).toBe('cat skills.json');
    type('theme l');
    actor.send({ type: 'completion.request' });
    expect(context().input).toBe('theme light');
  });
});

describe('terminalMachine: shell keys and the screen', () => {
  it('Ctrl+L clears the output', () => {
    const { actor, submit, screen } = start();
    submit('whoami');
    actor.send({ type: 'output.clear' });
    expect(screen()).toEqual([]);
  });

  it('Ctrl+C prints the prompt, the input and ^C, and empties the input', () => {
    const { actor, type, screen, context } = start();
    type('cat rea');
    actor.send({ type: 'line.abandon' });
    expect(screen()).toEqual([`${PROMPT} cat rea^C`]);
    expect(context().input).toBe('');
    expect(context().history.entries).toEqual([]);
  });

  it('Ctrl+U clears the input', () => {
    const { actor, type, context } = start();
    type('something');
    actor.send({ type: 'input.clear' });
    expect(context().input).toBe('');
  });

  it('a clickable entry fills the input', () => {
    const { actor, context } = start();
    actor.send({ type: 'input.fill', value: 'cat readme.txt' });
    expect(context().input).toBe('cat readme.txt');
  });

  it('prints lines handed to it from outside a command, after what is there, the input kept', () => {
    const { actor, submit, type, screen, context } = start();
    submit('');
    type('dra');
    actor.send({ type: 'output.print', lines: [textLine('Click to open: x')] });
    expect(screen()).toEqual([`${PROMPT} `, 'Click to open: x']);
    expect(context().input).toBe('dra');
  });

  it('echoes with the prompt of the moment', () => {
    const { actor, submit, screen, context } = start();
    actor.send({ type: 'prompt.change', prompt: 'guest@portfolio:~/art/music$' });
    submit('');
    expect(screen()).toEqual(['guest@portfolio:~/art/music$ ']);
    expect(context().prompt).toBe('guest@portfolio:~/art/music$');
  });
});
