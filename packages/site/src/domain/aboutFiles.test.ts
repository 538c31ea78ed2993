import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '../config/defaults';
import { ABOUT_FILE_TITLES, ABOUT_FILES, aboutFileLines, isAboutFile, isOpenableUrl, linkText } from './aboutFiles';

describe('about files', () => {
  it('are the four files, each with its title', () => {
    expect(ABOUT_FILES).toEqual(['about.txt', 'skills.json', 'contact.txt', 'resume.pdf']);
    expect(ABOUT_FILES.map((file) => ABOUT_FILE_TITLES[file])).toEqual(['About Me', 'Technical Skills', 'Contact Information', 'Resume']);
    expect(isAboutFile('about.txt')).toBe(true);
    expect(isAboutFile('About.txt')).toBe(false);
    expect(isAboutFile('about')).toBe(false);
  });

  it('link lines carry the raw URL, empty when unset', () => {
    expect(aboutFileLines('contact.txt', DEFAULT_SITE_CONFIG)).toEqual([
      { kind: 'link', label: 'Email', url: '' },
      { kind: 'link', label: 'LinkedIn', url: '' },
      { kind: 'link', label: 'GitHub', url: '' },
    ]);
    expect(aboutFileLines('resume.pdf', { ...DEFAULT_SITE_CONFIG, resumeText: 'A\nB', resumeDownloadLink: '/r.pdf' })).toEqual([
      { kind: 'text', text: 'A' },
      { kind: 'text', text: 'B' },
      { kind: 'text', text: '' },
      { kind: 'link', label: 'Download', url: '/r.pdf' },
    ]);
  });

  it('a mail link shows its address, others the URL, an unset one [link not configured]', () => {
    expect(linkText('mailto:riley@example.com')).toBe('riley@example.com');
    expect(linkText('MAILTO:riley@example.com')).toBe('riley@example.com');
    expect(linkText('https://github.com/riley')).toBe('https://github.com/riley');
    expect(linkText('')).toBe('[link not configured]');
  });
});

describe('isOpenableUrl', () => {
  it.each(['https://example.com', 'http://example.com/a?b=c', 'HTTPS://EXAMPLE.COM', 'mailto:a@b.c', '/uploads/resume.pdf', '/'])(
    'opens %s',
    (url) => expect(isOpenableUrl(url)).toBe(true),
  );

  it.each(['javascript:alert(1)', ' javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>', 'vbscript:x', '//evil.example/x', 'file:///etc/passwd', 'example.com', 'ftp://example.com', ''])(
    'refuses %j',
    (url) => expect(isOpenableUrl(url)).toBe(false),
  );
});
