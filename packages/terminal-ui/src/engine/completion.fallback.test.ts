import { describe, expect, it } from 'vitest';
import { complete, type CompletionCandidates } from './completion';

/** The home's own set (docs/spec.md §2), and the commands every screen has as a fallback. */
const home: CompletionCandidates = {
  commands: ['ls', 'cd', 'cat', 'help', 'clear', 'whoami', 'quickview', 'test', 'theme', 'admin'],
  fallbackCommands: ['man', 'pwd', 'echo', 'date', 'open', 'history', 'share', 'grep'],
  args: { cd: ['projects', 'art', 'writing', 'about'], man: ['ls', 'cd', 'man'], open: ['projects', 'art'] },
};
const homeOptions = { bareArgumentOf: 'cd', bareArguments: 'withCommands' } as const;

describe('complete: fallback commands', () => {
  it("are offered only when the screen's own set matches nothing", () => {
    expect(complete('gr', home, homeOptions)).toEqual({ kind: 'complete', input: 'grep ' });
    expect(complete('m', home, homeOptions)).toEqual({ kind: 'complete', input: 'man ' });
    expect(complete('o', home, homeOptions)).toEqual({ kind: 'complete', input: 'open ' });
    expect(complete('e', home, homeOptions)).toEqual({ kind: 'complete', input: 'echo ' });
    expect(complete('d', home, homeOptions)).toEqual({ kind: 'complete', input: 'date ' });
    expect(complete('s', home, homeOptions)).toEqual({ kind: 'complete', input: 'share ' });
  });

  it("never change what the screen's own set completes", () => {
    expect(complete('h', home, homeOptions)).toEqual({ kind: 'complete', input: 'help ' });
    expect(complete('p', home, homeOptions)).toEqual({ kind: 'complete', input: 'cd projects' });
    expect(complete('c', home, homeOptions)).toEqual({ kind: 'matches', matches: ['cd', 'cat', 'clear'] });
    expect(complete('t', home)).toEqual({ kind: 'matches', matches: ['test', 'theme'] });
  });

  it('list several fallback matches, and do nothing for no match, a blank line or a later word', () => {
    expect(complete('x', home)).toEqual({ kind: 'none' });
    expect(complete('  ', home)).toEqual({ kind: 'none' });
    expect(complete('zz gr', home)).toEqual({ kind: 'none' });
    expect(complete('', { commands: [], fallbackCommands: ['pwd', 'ping'] })).toEqual({ kind: 'none' });
    expect(complete('p', { commands: ['ls'], fallbackCommands: ['pwd', 'ping'] })).toEqual({ kind: 'matches', matches: ['pwd', 'ping'] });
  });

  it("complete man's and open's arguments like any command's", () => {
    expect(complete('man l', home, homeOptions)).toEqual({ kind: 'complete', input: 'man ls' });
    expect(complete('open pro', home, homeOptions)).toEqual({ kind: 'complete', input: 'open projects' });
  });
});
