import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './parseMarkdown';

describe('parseMarkdown', () => {
  it('parses CommonMark and keeps the last tree, so a post parsed ahead is not parsed again', () => {
    const tree = parseMarkdown('# Title\n\nText');
    expect(tree.children.map((node) => node.type)).toEqual(['heading', 'paragraph']);
    expect(parseMarkdown('# Title\n\nText')).toBe(tree);
    expect(parseMarkdown('Other')).not.toBe(tree);
  });
});
