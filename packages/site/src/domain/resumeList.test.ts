import { describe, expect, it } from 'vitest';
import type { AboutLine } from './aboutFiles';
import { groupListLines } from './resumeList';

const text = (value: string): AboutLine => ({ kind: 'text', text: value });

describe('groupListLines', () => {
  it('makes lines starting with "- " one list, and keeps every other line as it was', () => {
    const lines = ['Riley Chen', '', 'Experience', '- Intern (2025)', '- Teaching assistant', '', 'Education', '- B.Eng.'].map(text);
    expect(groupListLines(lines)).toEqual([
      text('Riley Chen'),
      text(''),
      text('Experience'),
      { kind: 'list', items: ['Intern (2025)', 'Teaching assistant'] },
      text(''),
      text('Education'),
      { kind: 'list', items: ['B.Eng.'] },
    ]);
  });

  it('joins an indented line under an item to that item', () => {
    expect(groupListLines(['- Coursework: architecture,', '  signals and systems', 'Next'].map(text))).toEqual([
      { kind: 'list', items: ['Coursework: architecture, signals and systems'] },
      text('Next'),
    ]);
  });

  it('leaves links, dashes without a space and indented lines outside a list alone', () => {
    const link: AboutLine = { kind: 'link', label: 'Download', url: '/r.pdf' };
    const lines = [text('-not an item'), text('  indented'), link];
    expect(groupListLines(lines)).toEqual(lines);
  });
});
