import { describe, expect, it } from 'vitest';
import { complete, completionChoices, type CompletionCandidates } from './completion';
import { advanceCompletionCycle, continuesCycle, cycleShows, startCompletionCycle } from './completionCycle';

const home: CompletionCandidates = {
  commands: ['ls', 'cd', 'cat', 'help', 'clear', 'whoami', 'quickview', 'test', 'admin', 'theme'],
  fallbackCommands: ['history', 'hostname-x', 'grep', 'great'],
  args: { cd: ['projects', 'art', 'writing', 'about'], cat: ['readme.txt', 'rules.txt'], theme: ['dark', 'light'] },
};

describe('completionChoices: the line each listed match completes to', () => {
  it('commands end with a space, as a single command completes', () => {
    expect(completionChoices('c', home)).toEqual(['cd ', 'cat ', 'clear ']);
  });

  it('arguments follow their command', () => {
    expect(completionChoices('cd a', home)).toEqual(['cd art', 'cd about']);
    expect(completionChoices('cat r', home)).toEqual(['cat readme.txt', 'cat rules.txt']);
  });

  it('bare arguments (the home: directory names beside the commands) complete to their command', () => {
    expect(completionChoices('a', home, { bareArgumentOf: 'cd', bareArguments: 'withCommands' })).toEqual(['admin ', 'cd art', 'cd about']);
  });

  it('fallback commands are commands', () => {
    expect(completionChoices('gr', home)).toEqual(['grep ', 'great ']);
  });

  it('is empty when Tab would not list matches', () => {
    expect(completionChoices('wh', home)).toEqual([]);
    expect(completionChoices('zz', home)).toEqual([]);
    expect(completionChoices('', home)).toEqual([]);
  });

  it('each choice is what a single match would complete to', () => {
    const alone = (choice: string): CompletionCandidates => ({ ...home, commands: [choice.trim().split(' ')[0] ?? ''] });
    for (const choice of completionChoices('c', home)) expect(complete(choice.trim(), alone(choice))).toEqual({ kind: 'complete', input: choice });
  });
});

describe('completion cycle: Tab again after the matches were listed', () => {
  it('shows each choice in turn, then the line as typed, then starts again', () => {
    let cycle = startCompletionCycle('c', ['cd ', 'cat ', 'clear ']);
    if (cycle === null) throw new Error('expected a cycle');
    expect(cycleShows(cycle)).toBe('c');
    const seen: string[] = [];
    for (let tab = 0; tab < 5; tab += 1) {
      cycle = advanceCompletionCycle(cycle);
      seen.push(cycleShows(cycle));
    }
    expect(seen).toEqual(['cd ', 'cat ', 'clear ', 'c', 'cd ']);
  });

  it('needs two choices or more', () => {
    expect(startCompletionCycle('wh', ['whoami '])).toBeNull();
    expect(startCompletionCycle('zz', [])).toBeNull();
  });

  it('continues only while the input is what it put there', () => {
    const cycle = startCompletionCycle('c', ['cd ', 'cat ']);
    expect(continuesCycle(cycle, 'c')).toBe(true);
    expect(continuesCycle(cycle, 'ca')).toBe(false);
    expect(continuesCycle(null, 'c')).toBe(false);
    if (cycle === null) throw new Error('expected a cycle');
    expect(continuesCycle(advanceCompletionCycle(cycle), 'cd ')).toBe(true);
  });
});
