import { link, navigateEntry, styledText, text } from '@portfolio/terminal-ui/engine/output';
import type { OutputSegment } from '@portfolio/terminal-ui/engine/types';
import { describe, expect, it } from 'vitest';
import { markdownTerminalLines } from './terminalMarkdown';

/** Each line as the text a reader sees. */
const shown = (markdown: string) => markdownTerminalLines(markdown).map((line) => line.map((segment) => segment.text).join(''));

describe('markdownTerminalLines', () => {
  it('prints headings without their # marks, bold, and blocks one blank line apart', () => {
    expect(shown('# Title\n\nSome text\nwrapped by the terminal.\n\n## Part two\n\n### Small')).toEqual([
      'Title',
      '',
      'Some text wrapped by the terminal.',
      '',
      'Part two',
      '',
      'Small',
    ]);
    const [title, , , , part, , small] = markdownTerminalLines('# Title\n\ntext\n\n## Part\n\n### Small');
    expect(title).toEqual([styledText('Title', 'accent', ['bold', 'underline'])]);
    expect(part).toEqual([styledText('Part', 'accent', ['bold'])]);
    expect(small).toEqual([styledText('Small', undefined, ['bold'])]);
  });

  it('styles emphasis, strong, strikethrough and inline code instead of showing their marks', () => {
    const [line] = markdownTerminalLines('Plain *em* **strong ~~both~~** `code`  \nnext');
    expect(line).toEqual([
      text('Plain '),
      styledText('em', undefined, ['italic']),
      text(' '),
      styledText('strong ', undefined, ['bold']),
      styledText('both', undefined, ['bold', 'strike']),
      text(' '),
      styledText('code', undefined, ['code']),
    ]);
    expect(shown('one  \ntwo\\\nthree')).toEqual(['one', 'two', 'three']);
  });

  it('prints bullets as •, numbered lists from their start, tasks, and nested items under their text', () => {
    expect(shown('- one\n- two\n  - nested\n- [x] done\n- [ ] to do\n\n9. nine\n10. ten')).toEqual([
      '• one',
      '• two',
      '  • nested',
      '• [x] done',
      '• [ ] to do',
      '',
      ' 9. nine',
      '10. ten',
    ]);
    expect(shown('* loose\n\n* list\n  with more\n\n  and a paragraph')).toEqual(['• loose', '', '• list with more', '', '  and a paragraph']);
  });

  it('boxes code blocks in the dim colour, verbatim, and quotes behind │', () => {
    expect(shown('```ts\nconst a = 1;\n  indented **not bold**\n```\n\n    plain\n\n> Quoted *words*\n>\n> second')).toEqual([
      '┌─ ts',
      '│ const a = 1;',
      '│   indented **not bold**',
      '└─',
      '',
      '┌─',
      '│ plain',
      '└─',
      '',
      '│ Quoted words',
      '│',
      '│ second',
    ]);
    const [, code] = markdownTerminalLines('```\nx\n```');
    expect(code).toEqual([text('│ ', 'muted'), text('x', 'muted')]);
  });

  it('aligns tables in columns, the header bold over a rule', () => {
    expect(shown('| Name | Qty | Mid |\n|:--|--:|:-:|\n| apple | 3 | x |\n| kiwi | 12 | yy |')).toEqual([
      'Name  │ Qty │ Mid',
      '──────┼─────┼────',
      'apple │   3 │  x ',
      'kiwi  │  12 │ yy ',
    ]);
    expect(markdownTerminalLines('| A |\n|---|\n| b |')[0]).toEqual([styledText('A', undefined, ['bold'])]);
  });

  it('makes links clickable: site pages in the app, web pages in a new tab, dropped URLs as words', () => {
    const [line] = markdownTerminalLines(
      '[post](/writing/other) [web](https://example.com) [mail](mailto:a@b.c) [bad](javascript:alert(1)) https://bare.example [ref][r]\n\n[r]: /projects',
    );
    const links = (line ?? []).filter((segment: OutputSegment) => segment.kind !== 'text' || segment.text.trim() !== '');
    expect(links).toEqual([
      navigateEntry('post', '/writing/other'),
      link('web', 'https://example.com', true),
      link('mail', 'mailto:a@b.c', false),
      text('bad'),
      link('https://bare.example', 'https://bare.example', true),
      navigateEntry('ref', '/projects'),
    ]);
    expect(shown('![A cat](https://img.example/cat.png) ![gone](javascript:x)')).toEqual(['[image: A cat] [image: gone]']);
  });

  it('shows raw HTML as text, a rule as a line, footnotes by label, and nothing for an empty post', () => {
    expect(shown('<b>raw</b>\n\n---\n\nNote[^1].\n\n[^1]: The note.')).toEqual(['<b>raw</b>', '', '─'.repeat(40), '', 'Note[1].', '', '[1] The note.']);
    expect(shown('')).toEqual([]);
  });
});
