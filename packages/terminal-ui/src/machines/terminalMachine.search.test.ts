import { describe, expect, it } from 'vitest';
import { formatReverseSearch } from '../engine/reverseSearch';
import { PROMPT, startTerminal } from './terminalMachine.fixture';

const HISTORY = ['whoami', 'cat readme.txt', 'cd projects', 'help'];

function searching(query: string) {
  const t = startTerminal({ initialHistory: HISTORY });
  t.type('dra');
  t.actor.send({ type: 'search.start' });
  for (let length = 1; length <= query.length; length += 1) t.actor.send({ type: 'search.change', query: query.slice(0, length) });
  return t;
}

describe('terminalMachine: Ctrl+R reverse search', () => {
  it('shows the newest match as the query is typed, keeping the input as it was', () => {
    const t = searching('ca');
    expect(t.actor.getSnapshot().value).toBe('searching');
    const search = t.context().search;
    expect(search && formatReverseSearch(search)).toBe("(reverse-i-search)'ca': cat readme.txt");
    expect(t.context().input).toBe('dra');
  });

  it('Ctrl+R again finds the next older match, then fails past the oldest', () => {
    const t = searching('c');
    expect(t.context().search?.line).toBe('cd projects');
    t.actor.send({ type: 'search.start' });
    expect(t.context().search?.line).toBe('cat readme.txt');
    t.actor.send({ type: 'search.start' });
    expect(t.context().search).toMatchObject({ line: 'cat readme.txt', failed: true });
  });

  it('Enter runs the line found', () => {
    const t = searching('who');
    t.actor.send({ type: 'command.submit' });
    expect(t.actor.getSnapshot().value).toBe('idle');
    expect(t.screen()).toEqual([`${PROMPT} whoami`, 'A computer engineering student']);
    expect(t.context()).toMatchObject({ input: '', search: null });
    expect(t.context().history.entries.at(-1)).toBe('whoami');
  });

  it('Escape (or Ctrl+G) gives up, the line as it was', () => {
    const t = searching('ca');
    t.actor.send({ type: 'search.cancel' });
    expect(t.actor.getSnapshot().value).toBe('idle');
    expect(t.context()).toMatchObject({ input: 'dra', search: null });
    expect(t.screen()).toEqual([]);
  });

  it('an arrow accepts the line found into the input, to edit; ArrowUp then goes on from there', () => {
    const t = searching('ca');
    t.actor.send({ type: 'search.accept' });
    expect(t.context()).toMatchObject({ input: 'cat readme.txt', search: null });
    t.actor.send({ type: 'history.back' });
    expect(t.context().input).toBe('whoami');
    t.actor.send({ type: 'history.forward' });
    t.actor.send({ type: 'history.forward' });
    t.actor.send({ type: 'history.forward' });
    t.actor.send({ type: 'history.forward' });
    expect(t.context().input).toBe('dra');
  });

  it('accepting with nothing found keeps the line as it was', () => {
    const t = searching('zzz');
    expect(t.context().search?.failed).toBe(true);
    t.actor.send({ type: 'search.accept' });
    expect(t.context().input).toBe('dra');
  });

  it('Ctrl+C abandons the line shown; Ctrl+L clears the screen and the search goes on', () => {
    const t = searching('ca');
    t.actor.send({ type: 'output.clear' });
    expect(t.actor.getSnapshot().value).toBe('searching');
    t.actor.send({ type: 'line.abandon' });
    expect(t.screen()).toEqual([`${PROMPT} cat readme.txt^C`]);
    expect(t.context()).toMatchObject({ input: '', search: null });
  });

  it('a clicked entry ends the search and fills the input', () => {
    const t = searching('ca');
    t.actor.send({ type: 'input.fill', value: 'cat contact.txt' });
    expect(t.actor.getSnapshot().value).toBe('idle');
    expect(t.context()).toMatchObject({ input: 'cat contact.txt', search: null });
  });

  it('typing while searching changes the query, not the input', () => {
    const t = searching('c');
    t.actor.send({ type: 'input.change', value: 'ignored' });
    expect(t.context().input).toBe('dra');
    expect(t.context().search?.query).toBe('c');
  });

  it('does not start while an async command runs', () => {
    const t = startTerminal({ initialHistory: HISTORY });
    t.submit('test');
    t.actor.send({ type: 'search.start' });
    expect(t.actor.getSnapshot().value).toBe('running');
    expect(t.context().search).toBeNull();
  });
});
