import { describe, expect, it } from 'vitest';
import { PROMPT, startTerminal } from './terminalMachine.fixture';

const tab = (t: ReturnType<typeof startTerminal>) => t.actor.send({ type: 'completion.request' });

describe('terminalMachine: Tab again cycles through the matches it listed', () => {
  it('the first Tab lists them as before; the next ones put each in the input, then the line as typed', () => {
    const t = startTerminal();
    t.type('c');
    tab(t);
    expect(t.screen()).toEqual(['clear | cd | cat | curl']);
    expect(t.context().input).toBe('c');
    const seen: string[] = [];
    for (let press = 0; press < 6; press += 1) {
      tab(t);
      seen.push(t.context().input);
    }
    expect(seen).toEqual(['clear ', 'cd ', 'cat ', 'curl ', 'c', 'clear ']);
    expect(t.screen()).toEqual(['clear | cd | cat | curl']);
  });

  it('cycles arguments too, and Enter runs the one shown', () => {
    const t = startTerminal({ candidates: () => ({ commands: ['cd'], args: { cd: ['projects', 'pics'] } }) });
    t.type('cd p');
    tab(t);
    tab(t);
    tab(t);
    expect(t.context().input).toBe('cd pics');
    t.actor.send({ type: 'command.submit' });
    expect(t.screen()).toContain(`${PROMPT} cd pics`);
    expect(t.emitted.map((event) => event.effect)).toEqual([{ type: 'navigate', to: '/pics' }]);
  });

  it('typing ends the cycle: the next Tab lists again', () => {
    const t = startTerminal();
    t.type('c');
    tab(t);
    tab(t);
    t.type('c');
    tab(t);
    expect(t.screen()).toEqual(['clear | cd | cat | curl', 'clear | cd | cat | curl']);
    expect(t.context().input).toBe('c');
  });

  it('a single match completes as before, with no cycle', () => {
    const t = startTerminal();
    t.type('who');
    tab(t);
    tab(t);
    expect(t.context().input).toBe('whoami ');
    expect(t.screen()).toEqual([]);
  });
});

describe('terminalMachine: Ctrl+C on a private line', () => {
  it('echoes it masked, as Enter would', () => {
    const t = startTerminal({ privateLine: (line) => (/^whoami\s+\S/.test(line) ? 'whoami ********' : null) });
    t.type('whoami s3cret');
    t.actor.send({ type: 'line.abandon' });
    expect(t.screen()).toEqual([`${PROMPT} whoami ********^C`]);
  });
});
