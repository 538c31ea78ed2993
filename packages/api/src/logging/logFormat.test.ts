import { describe, expect, it } from 'vitest';
import { chooseLogFormat } from './logFormat';

const terminal = { terminal: true, development: false };
const pipe = { terminal: false, development: false };

describe('the log format', () => {
  it('is readable on a terminal and under npm run dev, JSON anywhere else, when LOG_FORMAT is unset or empty', () => {
    expect(chooseLogFormat(undefined, terminal)).toBe('pretty');
    expect(chooseLogFormat('', terminal)).toBe('pretty');
    expect(chooseLogFormat(undefined, { terminal: false, development: true })).toBe('pretty');
    expect(chooseLogFormat(undefined, pipe)).toBe('json');
    expect(chooseLogFormat('', pipe)).toBe('json');
  });

  it('is what LOG_FORMAT says, wherever the lines go', () => {
    expect(chooseLogFormat('json', terminal)).toBe('json');
    expect(chooseLogFormat('json', { terminal: true, development: true })).toBe('json');
    expect(chooseLogFormat('pretty', pipe)).toBe('pretty');
  });

  it('is none for any other value, so the server can refuse it', () => {
    expect(chooseLogFormat('JSON', terminal)).toBeUndefined();
    expect(chooseLogFormat('text', pipe)).toBeUndefined();
  });
});
