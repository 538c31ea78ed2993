import { describe, expect, it } from 'vitest';
import { currentHost, shellPrompt } from './shellPrompt';

describe('shellPrompt', () => {
  it('reads portfolio@{host}:{path}$', () => {
    expect(shellPrompt('~/art/music', 'example.org')).toBe('portfolio@example.org:~/art/music$');
  });

  it('uses the page host by default', () => {
    expect(shellPrompt('~/writing')).toBe(`portfolio@${currentHost()}:~/writing$`);
    expect(currentHost()).toBe(window.location.hostname || 'localhost');
  });
});
