import { describe, expect, it } from 'vitest';
import { fillEntry, print, text } from './output';
import { treeBranch, treeLines } from './treeLines';

describe('treeBranch', () => {
  it('draws ├── before every entry but the last, which gets └──', () => {
    expect([0, 1, 2].map((index) => treeBranch(index, 3))).toEqual(['├── ', '├── ', '└── ']);
    expect(treeBranch(0, 1)).toBe('└── ');
  });
});

describe('treeLines', () => {
  it('prints one line per entry: the muted branch, then the entry', () => {
    expect(treeLines(['a.txt', 'b.txt'], (name) => [fillEntry(name, `cat ${name}`), text('  note', 'muted')])).toEqual([
      print(text('├── ', 'muted'), fillEntry('a.txt', 'cat a.txt'), text('  note', 'muted')),
      print(text('└── ', 'muted'), fillEntry('b.txt', 'cat b.txt'), text('  note', 'muted')),
    ]);
  });

  it('prints nothing for no entries', () => {
    expect(treeLines([], () => [])).toEqual([]);
  });
});
