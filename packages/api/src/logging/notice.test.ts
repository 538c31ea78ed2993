import { describe, expect, it } from 'vitest';
import { noticeBox, noticeText, wrap } from './notice';

const PASSWORD_NOTICE = [
  'No ADMIN_PASSWORD was set, so one was generated. It is shown this once; only its hash is kept.',
  'Owner password: q7-Xk_2mZpW9aLc4VbNe',
  'Set ADMIN_PASSWORD to choose your own.',
];

describe('a notice', () => {
  it('is one log message of indented lines between blank lines', () => {
    expect(noticeText(['first', 'second'])).toBe('\n  first\n  second\n');
  });

  it('wraps between words, never inside one', () => {
    expect(wrap('aa bb cc dd', 5)).toEqual(['aa bb', 'cc dd']);
    expect(wrap('short', 40)).toEqual(['short']);
    expect(wrap('key: averyveryverylongword end', 8)).toEqual(['key:', 'averyveryverylongword', 'end']);
  });

  it('is boxed for a terminal: every line as wide, within the width, the password whole on its line', () => {
    const box = noticeBox(PASSWORD_NOTICE, { colors: false, width: 80 });
    const lines = box.split('\n');
    expect(lines[0]).toMatch(/^╭─+╮$/);
    expect(lines.at(-1)).toMatch(/^╰─+╯$/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[0]?.length).toBeLessThanOrEqual(80);
    expect(lines).toContain(`│  ${'Owner password: q7-Xk_2mZpW9aLc4VbNe'.padEnd((lines[0]?.length ?? 0) - 6)}  │`);
    expect(lines.slice(1, -1).map((line) => line.slice(3, -3).trimEnd())).toEqual([
      'No ADMIN_PASSWORD was set, so one was generated. It is shown this once;',
      'only its hash is kept.',
      'Owner password: q7-Xk_2mZpW9aLc4VbNe',
      'Set ADMIN_PASSWORD to choose your own.',
    ]);
  });

  it('is as narrow as its text allows, and coloured only when asked', () => {
    expect(noticeBox(['hi'], { colors: false, width: 80 })).toBe('╭──────╮\n│  hi  │\n╰──────╯');
    const coloured = noticeBox(['hi'], { colors: true, width: 80 });
    expect(coloured).toContain('\u001b[1;33m╭──────╮\u001b[0m');
    expect(coloured).toContain('\u001b[1mhi\u001b[0m');
    // eslint-disable-next-line no-control-regex
    expect(coloured.replace(/\u001b\[[\d;]*m/g, '')).toBe('╭──────╮\n│  hi  │\n╰──────╯');
  });
});
