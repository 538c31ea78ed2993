import { codeHighlightsSchema } from '@portfolio/contracts/writing';
import { describe, expect, it } from 'vitest';
import { codeHighlights, withHighlights } from './codeHighlights';

const joined = (runs: readonly (readonly [string | null, string])[] | null | undefined) => runs?.map(([, text]) => text).join('');

describe('codeHighlights', () => {
  it('highlights a fenced block of a known language into runs of scopes and text', () => {
    const highlights = codeHighlights('# Code\n\n```ts\nconst answer: number = 42; // why\n```\n');
    expect(highlights).toEqual([
      [
        ['keyword', 'const'],
        [null, ' '],
        ['attr', 'answer'],
        [null, ': '],
        ['built_in', 'number'],
        [null, ' = '],
        ['number', '42'],
        [null, '; '],
        ['comment', '// why'],
      ],
    ]);
    expect(codeHighlightsSchema.parse(highlights)).toEqual(highlights);
  });

  it('gives one entry per code block in document order, null where a block is not highlighted', () => {
    const markdown = [
      '```js',
      'let a = "x";',
      '```',
      '',
      '    indented, no language',
      '',
      '```nosuchlanguage',
      'plain',
      '```',
      '',
      '- a list',
      '',
      '  ```python',
      '  def f(): pass',
      '  ```',
      '',
      '> ```',
      '> quoted, no language',
      '> ```',
      '',
      '| a table |',
      '| - |',
      '| `not a block` |',
    ].join('\n');
    const highlights = codeHighlights(markdown);
    expect(highlights).toHaveLength(5);
    expect(joined(highlights?.[0])).toBe('let a = "x";');
    expect(highlights?.[1]).toBeNull();
    expect(highlights?.[2]).toBeNull();
    expect(joined(highlights?.[3])).toBe('def f(): pass');
    expect(highlights?.[3]).toContainEqual(['title.function', 'f']);
    expect(highlights?.[4]).toBeNull();
  });

  it('keeps the exact text, even what looks like markup, and names nested scopes by the innermost', () => {
    const code = 'const s = `<b>${1 + x}</b>` & "\\u0041";\n\tindented();';
    const [runs] = codeHighlights(`\`\`\`javascript\n${code}\n\`\`\``) ?? [];
    expect(joined(runs)).toBe(code);
    expect(runs).toContainEqual(['number', '1']);
    // Neighbours of one scope are one run.
    runs?.forEach((run, index) => expect(run[0]).not.toBe(runs[index - 1]?.[0] ?? Symbol('none')));
  });

  it('answers undefined when no block is highlighted, and the same answer for the same text', () => {
    expect(codeHighlights('No code here, only `inline` code.')).toBeUndefined();
    expect(codeHighlights('```\nplain\n```')).toBeUndefined();
    const text = '```css\na { color: red }\n```';
    expect(codeHighlights(text)).toBe(codeHighlights(text));
  });

  it('adds highlights to a post after its fields, only when there are any', () => {
    const plain = { slug: 's', title: 'T', date: '2026-01-01', kind: 'essay', content: 'Text' };
    expect(withHighlights(plain)).toBe(plain);
    const coded = { ...plain, content: '```sh\necho hi\n```' };
    const answered = withHighlights(coded);
    expect(Object.keys(answered)).toEqual(['slug', 'title', 'date', 'kind', 'content', 'highlights']);
    expect(joined(answered.highlights?.[0])).toBe('echo hi');
  });
});
