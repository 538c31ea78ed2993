import { describe, expect, it } from 'vitest';
import { interpolate, parseEnvFile } from './interpolate.ts';

describe('interpolate', () => {
  const values = { SET: 'value', EMPTY: '' };

  it('reads ${NAME}, $NAME and $$', () => {
    expect(interpolate('a ${SET} $SET $$SET ${MISSING}.', values)).toBe('a value value $SET .');
  });

  it('takes defaults with :- (unset or empty) and - (unset only)', () => {
    expect(interpolate('${MISSING:-d} ${EMPTY:-d} ${SET:-d} ${EMPTY-d} ${MISSING-d}', values)).toBe('d d value  d');
  });

  it('refuses a required variable that is missing, with the file\'s message', () => {
    expect(() => interpolate('${DB_PASSWORD:?set DB_PASSWORD in deploy/.env}', values)).toThrow('DB_PASSWORD: set DB_PASSWORD in deploy/.env');
    expect(() => interpolate('${EMPTY:?no}', values)).toThrow(/EMPTY: no/);
    expect(interpolate('${EMPTY?no}', values)).toBe('');
    expect(interpolate('${SET:?no}', values)).toBe('value');
  });
});

describe('parseEnvFile', () => {
  it('reads NAME=value lines, skipping comments and blank lines, keeping empty values', () => {
    expect(parseEnvFile('# a comment\n\nDB_PASSWORD=\nPUBLIC_URL=https://example.com\nQUOTED="a b"\nEQ=a=b\n')).toEqual({ DB_PASSWORD: '', PUBLIC_URL: 'https://example.com', QUOTED: 'a b', EQ: 'a=b' });
    expect(() => parseEnvFile('just words')).toThrow(/NAME=value/);
  });
});
