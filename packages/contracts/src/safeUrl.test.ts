import { describe, expect, it } from 'vitest';
import { linkTarget, safeUrl } from './safeUrl';

describe('safeUrl', () => {
  it('keeps http(s), mailto and site-relative links', () => {
    for (const url of [
      'https://doc.rust-lang.org/book/',
      'http://example.org/a?b=c#d',
      'HTTPS://EXAMPLE.ORG',
      'mailto:riley@example.com',
      '/projects',
      '/writing/a-post',
      '#what-helped',
      'other-post',
      '?page=2',
      'a/b:c',
    ]) {
      expect(safeUrl(url)).toBe(url);
    }
  });

  it('drops javascript: and friends, however they are dressed up', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      '\u0001javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'jav\rascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'file:///etc/passwd',
      'ftp://example.org',
      'tel:123',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '',
      '   ',
    ]) {
      expect(safeUrl(url)).toBe('');
    }
  });

  it('allows images from http(s) and the site only', () => {
    expect(safeUrl('https://example.org/a.png', 'src')).toBe('https://example.org/a.png');
    expect(safeUrl('/demo/a.svg', 'src')).toBe('/demo/a.svg');
    expect(safeUrl('mailto:a@b.c', 'src')).toBe('');
    expect(safeUrl('data:image/svg+xml,<svg/>', 'src')).toBe('');
  });
});

describe('linkTarget', () => {
  it('opens http(s) in a new tab, site paths in the app, the rest as plain links', () => {
    expect(linkTarget('https://example.org')).toBe('external');
    expect(linkTarget('/projects')).toBe('internal');
    expect(linkTarget('mailto:a@b.c')).toBe('plain');
    expect(linkTarget('#part')).toBe('plain');
  });

  it('opens a file the server serves (an uploaded image or PDF) as a plain link, not in the app', () => {
    expect(linkTarget('/media/abcdefghijklmnopqrstuv_2400x1600_1600.jpg')).toBe('plain');
    expect(linkTarget('/uploads/0123456789abcdef0123456789abcdef.pdf')).toBe('plain');
    expect(linkTarget('/mediators')).toBe('internal');
  });
});
