import { describe, expect, it } from 'vitest';
import {
  blankLine,
  clear,
  echoLine,
  fieldLine,
  fillEntry,
  fillInput,
  isScreenEffect,
  link,
  navigateEntry,
  navigateTo,
  openUrl,
  outputLine,
  print,
  printError,
  printLines,
  printText,
  setTheme,
  styledText,
  text,
  textLine,
} from './output';

describe('output builders', () => {
  it('builds segments', () => {
    expect(text('hi')).toEqual({ kind: 'text', text: 'hi' });
    expect(text('hi', 'muted')).toEqual({ kind: 'text', text: 'hi', tone: 'muted' });
    expect(link('GitHub', 'https://github.com/x')).toEqual({
      kind: 'link',
      text: 'GitHub',
      href: 'https://github.com/x',
      external: true,
    });
    expect(link('Mail', 'mailto:a@b.c', false)).toMatchObject({ external: false });
    expect(navigateEntry('projects/', '/projects')).toEqual({ kind: 'navigate', text: 'projects/', to: '/projects' });
    expect(fillEntry('readme.txt', 'cat readme.txt')).toEqual({
      kind: 'fill',
      text: 'readme.txt',
      input: 'cat readme.txt',
    });
  });

  it('builds text with marks, each once and in one order; no marks is plain text', () => {
    expect(styledText('hi', 'accent', ['underline', 'bold', 'bold'])).toEqual({ kind: 'text', text: 'hi', tone: 'accent', marks: ['bold', 'underline'] });
    expect(styledText('hi', undefined, [])).toEqual(text('hi'));
  });

  it('builds print effects', () => {
    expect(print(text('a'), text('b'))).toEqual({ type: 'print', segments: [text('a'), text('b')] });
    expect(printText('hello')).toEqual({ type: 'print', segments: [{ kind: 'text', text: 'hello' }] });
    expect(printError('bad')).toEqual({ type: 'print', segments: [{ kind: 'text', text: 'bad', tone: 'error' }] });
    expect(printLines(['a', 'b'])).toEqual([printText('a'), printText('b')]);
  });

  it('builds a field line: the label accented, then the value', () => {
    expect(fieldLine('Name', 'Dune')).toEqual(print(text('Name: ', 'accent'), text('Dune')));
  });

  it('builds the other effects and tells the screen ones apart', () => {
    expect(clear()).toEqual({ type: 'clear' });
    expect(navigateTo('/art')).toEqual({ type: 'navigate', to: '/art' });
    expect(setTheme('light')).toEqual({ type: 'setTheme', theme: 'light' });
    expect(openUrl('https://x.y')).toEqual({ type: 'openUrl', url: 'https://x.y' });
    expect(fillInput('cat a')).toEqual({ type: 'fillInput', value: 'cat a' });
    expect([clear(), navigateTo('/'), setTheme('dark'), openUrl('u'), fillInput('x'), printText('p')].map(isScreenEffect))
      .toEqual([false, true, true, true, false, false]);
  });

  it('builds unnumbered lines', () => {
    expect(outputLine(text('a'))).toEqual({ kind: 'output', segments: [text('a')] });
    expect(textLine('Welcome')).toEqual({ kind: 'output', segments: [text('Welcome')] });
    expect(echoLine('$', 'ls')).toEqual({ kind: 'echo', prompt: '$', input: 'ls' });
    expect(blankLine()).toEqual({ kind: 'output', segments: [] });
  });
});
