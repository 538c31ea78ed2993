import { describe, expect, it } from 'vitest';
import { diffVersion } from './versionDiff';

const text = (...lines: string[]) => lines.join('\n');

describe('diffVersion', () => {
  it('marks the lines only in the current text as removed and those only in the version as added', () => {
    const diff = diffVersion(text('title: Note', 'content: new words', 'draft: no'), text('title: Note', 'content: old words', 'draft: no'));
    expect(diff.rows).toEqual([
      { kind: 'same', text: 'title: Note' },
      { kind: 'removed', text: 'content: new words' },
      { kind: 'added', text: 'content: old words' },
      { kind: 'same', text: 'draft: no' },
    ]);
    expect(diff).toMatchObject({ added: 1, removed: 1 });
  });

  it('gives identical texts as unchanged lines, nothing folded', () => {
    const lines = Array.from({ length: 12 }, (_, index) => `line ${index}`);
    const diff = diffVersion(text(...lines), text(...lines));
    expect(diff).toEqual({ rows: lines.map((line) => ({ kind: 'same', text: line })), added: 0, removed: 0 });
  });

  it('compares a last line as a line, though the texts do not end in a newline', () => {
    expect(diffVersion('a\nb', 'a\nb\nc').rows).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'same', text: 'b' },
      { kind: 'added', text: 'c' },
    ]);
  });

  it('keeps three unchanged lines around each change and folds the rest', () => {
    const before = Array.from({ length: 20 }, (_, index) => `line ${index}`);
    const after = before.map((line, index) => (index === 10 ? 'changed' : line));
    const rows = diffVersion(text(...before), text(...after)).rows;
    expect(rows).toEqual([
      { kind: 'skipped', count: 7 },
      { kind: 'same', text: 'line 7' },
      { kind: 'same', text: 'line 8' },
      { kind: 'same', text: 'line 9' },
      { kind: 'removed', text: 'line 10' },
      { kind: 'added', text: 'changed' },
      { kind: 'same', text: 'line 11' },
      { kind: 'same', text: 'line 12' },
      { kind: 'same', text: 'line 13' },
      { kind: 'skipped', count: 6 },
    ]);
  });

  it('folds a long unchanged stretch between two changes, and keeps a short one whole', () => {
    const base = Array.from({ length: 12 }, (_, index) => `l${index}`);
    const far = diffVersion(text(...base), text('first', ...base.slice(1, 11), 'last'));
    expect(far.rows.map((row) => (row.kind === 'skipped' ? `…${row.count}` : row.kind === 'same' ? row.text : `${row.kind}:${row.text}`))).toEqual([
      'removed:l0',
      'added:first',
      'l1',
      'l2',
      'l3',
      '…4',
      'l8',
      'l9',
      'l10',
      'removed:l11',
      'added:last',
    ]);
    const near = diffVersion(text('a', 'b', 'c', 'd', 'e'), text('A', 'b', 'c', 'd', 'E'));
    expect(near.rows.some((row) => row.kind === 'skipped')).toBe(false);
    expect(near).toMatchObject({ added: 2, removed: 2 });
  });

  it('reads blank lines as lines: an emptied text is one blank line', () => {
    expect(diffVersion(text('one', '', 'two'), '').rows).toEqual([
      { kind: 'removed', text: 'one' },
      { kind: 'same', text: '' },
      { kind: 'removed', text: 'two' },
    ]);
  });
});
