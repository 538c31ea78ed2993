import { describe, expect, it } from 'vitest';
import {
  commandFailed,
  commandNotFound,
  currentTheme,
  caughtErrorMessage,
  invalidTheme,
  NO_FILES_FOUND,
  themeSet,
  noSuchFileOrDirectory,
  tooManyArguments,
  usageMessage,
} from './messages';

describe('messages', () => {
  it('words the shared errors exactly as docs/spec.md §8 does', () => {
    expect(commandNotFound('foo')).toBe('foo: command not found');
    expect(tooManyArguments('help')).toBe('help: too many arguments');
    expect(usageMessage('cd <directory>')).toBe('Usage: cd <directory>');
    expect(noSuchFileOrDirectory('cat', 'x.txt')).toBe('cat: x.txt: No such file or directory');
    expect(invalidTheme('blue')).toBe('Invalid theme: blue. Available themes: dark, light');
    expect(currentTheme('dark')).toBe('Current theme: dark');
    expect(themeSet('light')).toBe('Theme set to light');
  });

  it('says an empty directory has no files', () => {
    expect(NO_FILES_FOUND).toBe('No files found');
  });

  it('reads the message of anything thrown', () => {
    expect(caughtErrorMessage(new Error('boom'))).toBe('boom');
    expect(caughtErrorMessage('plain')).toBe('plain');
    expect(caughtErrorMessage(42)).toBe('42');
    expect(commandFailed('test', new TypeError('Failed to fetch'))).toBe('test: Failed to fetch');
  });
});
