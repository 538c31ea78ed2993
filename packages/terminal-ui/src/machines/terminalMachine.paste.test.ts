import { describe, expect, it } from 'vitest';
import { printText } from '../engine/output';
import { PROMPT, startTerminal } from './terminalMachine.fixture';

describe('terminalMachine: a multi-line paste', () => {
  it('runs each non-empty line in order, as if typed and entered', () => {
    const t = startTerminal();
    t.actor.send({ type: 'input.paste', lines: ['whoami', '', '   ', 'theme'] });
    expect(t.screen()).toEqual([`${PROMPT} whoami`, 'A computer engineering student', `${PROMPT} theme`, 'Current theme: dark']);
    expect(t.context().history.entries).toEqual(['whoami', 'theme']);
    expect(t.context()).toMatchObject({ input: '', queuedLines: [] });
  });

  it('waits for an async command before the next line', async () => {
    const t = startTerminal();
    t.actor.send({ type: 'input.paste', lines: ['test', 'whoami'] });
    expect(t.actor.getSnapshot().value).toBe('running');
    expect(t.screen()).toEqual([`${PROMPT} test`]);
    t.session.slow.resolve([printText('ok')]);
    await t.session.slow.promise;
    await Promise.resolve();
    expect(t.screen()).toEqual([`${PROMPT} test`, 'ok', `${PROMPT} whoami`, 'A computer engineering student']);
    expect(t.actor.getSnapshot().value).toBe('idle');
  });

  it('goes on after a command that fails', () => {
    const t = startTerminal();
    t.actor.send({ type: 'input.paste', lines: ['nope', 'boom', 'whoami'] });
    expect(t.screen().filter((line) => line.startsWith(PROMPT))).toEqual([`${PROMPT} nope`, `${PROMPT} boom`, `${PROMPT} whoami`]);
    expect(t.screen()).toContain('boom: kaput');
    expect(t.screen().at(-1)).toBe('A computer engineering student');
  });

  it('masks a private line in its echo and keeps it out of history', () => {
    const t = startTerminal({ privateLine: (line) => (line.startsWith('whoami ') ? 'whoami ********' : null) });
    t.actor.send({ type: 'input.paste', lines: ['whoami s3cret', 'whoami'] });
    expect(t.screen().join('\n')).not.toContain('s3cret');
    expect(t.context().history.entries).toEqual(['whoami']);
  });

  it('is ignored while a command runs', () => {
    const t = startTerminal();
    t.submit('test');
    t.actor.send({ type: 'input.paste', lines: ['whoami'] });
    expect(t.context().queuedLines).toEqual([]);
  });
});
