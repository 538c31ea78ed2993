import { describe, expect, it } from 'vitest';
import { parseLine } from './parseLine';

describe('parseLine', () => {
  it('splits a command from its arguments', () => {
    expect(parseLine('cd projects')).toEqual({ command: 'cd', args: ['projects'] });
  });

  it('collapses runs of spaces and tabs', () => {
    expect(parseLine('  theme \t  light   ')).toEqual({ command: 'theme', args: ['light'] });
  });

  it('treats an empty or blank line as no command', () => {
    expect(parseLine('')).toBeNull();
    expect(parseLine('    ')).toBeNull();
  });
});
