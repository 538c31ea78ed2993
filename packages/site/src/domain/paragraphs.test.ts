import { describe, expect, it } from 'vitest';
import { paragraphs, unwrap } from './paragraphs';

describe('paragraphs', () => {
  it('splits on blank lines and drops empty ones', () => {
    expect(paragraphs('One.\nStill one.\n\n  \nTwo.\n\n')).toEqual(['One.\nStill one.', 'Two.']);
    expect(paragraphs('')).toEqual([]);
  });

  it('unwraps hard-wrapped lines', () => {
    expect(unwrap('a line\n  wrapped\nhere')).toBe('a line wrapped here');
  });
});
