import { describe, expect, it } from 'vitest';
import { printText } from '../engine/output';
import { PROMPT, startTerminal } from './terminalMachine.fixture';

describe('terminalMachine: keys typed before the session ran', () => {
  it('runs each entered line in order, then leaves the line being typed in the input', () => {
    const t = startTerminal();
    t.actor.send({ type: 'input.typeAhead', lines: ['whoami', 'theme'], draft: 'hel' });
    expect(t.screen()).toEqual([`${PROMPT} whoami`, 'A computer engineering student', `${PROMPT} theme`, 'Current theme: dark']);
    expect(t.context().history.entries).toEqual(['whoami', 'theme']);
    expect(t.context()).toMatchObject({ input: 'hel', queuedLines: [], queuedDraft: null });
  });

  it('runs an empty line as an Enter on an empty prompt', () => {
    const t = startTerminal();
    t.actor.send({ type: 'input.typeAhead', lines: ['', 'whoami'], draft: '' });
    expect(t.screen()).toEqual([`${PROMPT} `, `${PROMPT} whoami`, 'A computer engineering student']);
  });

  it('puts a line typed without an Enter in the input, running nothing', () => {
    const t = startTerminal();
    t.actor.send({ type: 'input.typeAhead', lines: [], draft: 'who' });
    expect(t.screen()).toEqual([]);
    expect(t.context().input).toBe('who');
  });

  it('waits for an async command before the next line, and gives the input its line last', async () => {
    const t = startTerminal();
    t.actor.send({ type: 'input.typeAhead', lines: ['test', 'whoami'], draft: 'the' });
    expect(t.actor.getSnapshot().value).toBe('running');
    expect(t.context().input).toBe('');
    t.session.slow.resolve([printText('ok')]);
    await t.session.slow.promise;
    await Promise.resolve();
    expect(t.screen()).toEqual([`${PROMPT} test`, 'ok', `${PROMPT} whoami`, 'A computer engineering student']);
    expect(t.context().input).toBe('the');
  });
});
