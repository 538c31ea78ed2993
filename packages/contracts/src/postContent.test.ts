import { describe, expect, it } from 'vitest';
import { withoutLeadingTitle } from './postContent';

describe('withoutLeadingTitle', () => {
  it('drops a first-line heading that repeats the title', () => {
    expect(withoutLeadingTitle('# My Post\n\nBody.', 'My Post')).toBe('Body.');
    expect(withoutLeadingTitle('\n#  my post  #\nBody.', 'My Post')).toBe('Body.');
    expect(withoutLeadingTitle('# My Post', 'My Post')).toBe('');
  });

  it('keeps everything else', () => {
    expect(withoutLeadingTitle('# Another\n\nBody.', 'My Post')).toBe('# Another\n\nBody.');
    expect(withoutLeadingTitle('## My Post\nBody.', 'My Post')).toBe('## My Post\nBody.');
    expect(withoutLeadingTitle('Intro\n# My Post', 'My Post')).toBe('Intro\n# My Post');
    expect(withoutLeadingTitle('', 'My Post')).toBe('');
  });
});
