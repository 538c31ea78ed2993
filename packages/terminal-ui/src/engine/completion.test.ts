import { describe, expect, it } from 'vitest';
import { complete, formatMatches, type CompletionCandidates } from './completion';

const home: CompletionCandidates = {
  commands: ['ls', 'cd', 'cat', 'help', 'clear', 'whoami', 'quickview', 'test', 'admin', 'theme'],
  args: {
    cd: ['projects', 'art', 'writing', 'about'],
    cat: ['readme.txt'],
    theme: ['dark', 'light'],
  },
};

const about: CompletionCandidates = {
  commands: ['ls', 'cat', 'cd', 'quickview', 'theme', 'help', 'clear', 'email', 'linkedin', 'github', 'download', 'resume', 'curl'],
  args: { cat: ['about.txt', 'skills.json', 'contact.txt', 'resume.pdf'], theme: ['dark', 'light'] },
};

describe('complete: commands', () => {
  it('completes a single command match with a trailing space', () => {
    expect(complete('wh', home)).toEqual({ kind: 'complete', input: 'whoami ' });
    expect(complete('quick', home)).toEqual({ kind: 'complete', input: 'quickview ' });
    expect(complete('ls', home)).toEqual({ kind: 'complete', input: 'ls ' });
  });

  it('lists several matches, joined by " | " when formatted', () => {
    expect(complete('c', home)).toEqual({ kind: 'matches', matches: ['cd', 'cat', 'clear'] });
    expect(formatMatches(['cd', 'cat', 'clear'])).toBe('cd | cat | clear');
  });

  it('does nothing when nothing matches, or on a blank input', () => {
    expect(complete('xyz', home)).toEqual({ kind: 'none' });
    expect(complete('', home)).toEqual({ kind: 'none' });
    expect(complete('   ', home)).toEqual({ kind: 'none' });
  });

  it('ignores case and leading spaces, keeping the candidate spelling', () => {
    expect(complete('  WHO', home)).toEqual({ kind: 'complete', input: 'whoami ' });
  });

  it('lists a duplicated candidate once', () => {
    expect(complete('l', { commands: ['ls', 'ls'] })).toEqual({ kind: 'complete', input: 'ls ' });
  });
});

describe('complete: arguments', () => {
  it('completes directory names after cd', () => {
    expect(complete('cd pro', home)).toEqual({ kind: 'complete', input: 'cd projects' });
    expect(complete('cd a', home)).toEqual({ kind: 'matches', matches: ['art', 'about'] });
  });

  it('completes file names after cat and themes after theme', () => {
    expect(complete('cat r', home)).toEqual({ kind: 'complete', input: 'cat readme.txt' });
    expect(complete('theme l', home)).toEqual({ kind: 'complete', input: 'theme light' });
    expect(complete('theme ', home)).toEqual({ kind: 'matches', matches: ['dark', 'light'] });
    expect(complete('THEME D', home)).toEqual({ kind: 'complete', input: 'THEME dark' });
  });

  it('collapses the spaces between command and argument', () => {
    expect(complete('cd    wri', home)).toEqual({ kind: 'complete', input: 'cd writing' });
  });

  it('does nothing for a command without argument candidates, a miss, or a second argument', () => {
    expect(complete('ls p', home)).toEqual({ kind: 'none' });
    expect(complete('cd zzz', home)).toEqual({ kind: 'none' });
    expect(complete('cd art w', home)).toEqual({ kind: 'none' });
    expect(complete('cd x', { commands: ['cd'] })).toEqual({ kind: 'none' });
  });
});

describe('complete: a bare file name (about screen)', () => {
  const options = { bareArgumentOf: 'cat' };

  it('completes a single file match with no command match to "cat {file}"', () => {
    expect(complete('sk', about, options)).toEqual({ kind: 'complete', input: 'cat skills.json' });
    expect(complete('contact', about, options)).toEqual({ kind: 'complete', input: 'cat contact.txt' });
  });

  it('lets a command match win over file names', () => {
    expect(complete('resu', about, options)).toEqual({ kind: 'complete', input: 'resume ' });
    expect(complete('c', about, options)).toEqual({ kind: 'matches', matches: ['cat', 'cd', 'clear', 'curl'] });
    expect(complete('a', about, options)).toEqual({ kind: 'complete', input: 'cat about.txt' });
  });

  it('lists several file matches when no command matches', () => {
    const files: CompletionCandidates = { commands: ['ls'], args: { cat: ['notes.txt', 'news.txt'] } };
    expect(complete('n', files, options)).toEqual({ kind: 'matches', matches: ['notes.txt', 'news.txt'] });
  });

  it('is off unless the screen turns it on', () => {
    expect(complete('sk', about)).toEqual({ kind: 'none' });
  });
});

describe('complete: directory names beside the commands (home screen)', () => {
  const options = { bareArgumentOf: 'cd', bareArguments: 'withCommands' } as const;
  const home = { commands: ['ls', 'cd', 'cat', 'admin', 'theme'], args: { cd: ['projects', 'art', 'writing', 'about'] } };

  it('lists commands and directories together when several match', () => {
    expect(complete('a', home, options)).toEqual({ kind: 'matches', matches: ['admin', 'art', 'about'] });
    expect(complete('c', home, options)).toEqual({ kind: 'matches', matches: ['cd', 'cat'] });
  });

  it('completes a single command with a space, a single directory to "cd {dir}"', () => {
    expect(complete('ad', home, options)).toEqual({ kind: 'complete', input: 'admin ' });
    expect(complete('AR', home, options)).toEqual({ kind: 'complete', input: 'cd art' });
    expect(complete('w', home, options)).toEqual({ kind: 'complete', input: 'cd writing' });
  });
});
