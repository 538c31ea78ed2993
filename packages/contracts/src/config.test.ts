import { describe, expect, it } from 'vitest';
import { siteConfigForVisitorsSchema, siteConfigResponseSchema, siteConfigSchema, type SiteConfig } from './config';

const valid: SiteConfig = {
  profileText: 'I build things.',
  skillsJson: '{"languages":["TypeScript","C"],"tools":{"editor":"vim"}}',
  resumeText: 'Experience…',
  resumeDownloadLink: '/uploads/0123456789abcdef0123456789abcdef.pdf',
  emailLink: 'mailto:owner@example.com',
  linkedinUrl: 'https://www.linkedin.com/in/owner',
  githubUrl: 'https://github.com/owner',
  quickviewTitle: 'Owner',
  quickviewSubtitle: 'Computer engineering student',
  quickviewTagline: 'Hardware and software',
  currentFocus: ['FPGAs'],
  recentExperiences: ['Intern at Example'],
};

function firstIssue(input: unknown): string {
  const result = siteConfigSchema.safeParse(input);
  if (result.success) return 'ok';
  const [issue] = result.error.issues;
  return `${issue?.path.join('.')}: ${issue?.message}`;
}

describe('siteConfigSchema', () => {
  it('accepts a complete config, and empty strings for every optional link and text', () => {
    expect(siteConfigSchema.parse(valid)).toEqual(valid);
    const empty = { ...valid, skillsJson: '', resumeDownloadLink: '', emailLink: '', linkedinUrl: '', githubUrl: '' };
    expect(firstIssue(empty)).toBe('ok');
  });

  it('accepts an absolute resume link too', () => {
    expect(firstIssue({ ...valid, resumeDownloadLink: 'https://cdn.example.com/cv.pdf' })).toBe('ok');
  });

  it.each([
    ['linkedinUrl', 'javascript:alert(1)', 'linkedinUrl: must be an http(s):// URL, or empty'],
    ['githubUrl', 'ftp://github.com/x', 'githubUrl: must be an http(s):// URL, or empty'],
    ['resumeDownloadLink', '//evil.example/cv.pdf', 'resumeDownloadLink: must be an http(s):// URL'],
    ['emailLink', 'owner@example.com', 'emailLink: must be a mailto: link'],
    ['emailLink', 'https://example.com', 'emailLink: must be a mailto: link'],
    ['skillsJson', '{not json', 'skillsJson: must be a JSON object'],
    ['skillsJson', '["a"]', 'skillsJson: must be a JSON object'],
    ['currentFocus', 'FPGAs', 'currentFocus: must be a list of strings'],
    ['recentExperiences', ['ok', '  '], 'recentExperiences.1: must not be empty'],
    ['quickviewTitle', 'x'.repeat(201), 'quickviewTitle: must be at most 200 characters'],
    ['profileText', 42, 'profileText: must be text'],
  ])('names %s when it is %j', (field, value, message) => {
    expect(firstIssue({ ...valid, [field]: value })).toContain(message);
  });

  it('needs every field and refuses unknown ones', () => {
    const { githubUrl: _dropped, ...partial } = valid;
    expect(firstIssue(partial)).toContain('githubUrl');
    expect(firstIssue({ ...valid, theme: 'dark' })).toContain('theme');
  });

  it('trims list entries', () => {
    expect(siteConfigSchema.parse({ ...valid, currentFocus: ['  Rust  '] }).currentFocus).toEqual(['Rust']);
  });
});

describe('siteConfigResponseSchema', () => {
  it('tolerates fields a newer server may add', () => {
    expect(siteConfigResponseSchema.safeParse({ ...valid, updatedAt: 'now' }).success).toBe(true);
  });
});

describe('siteConfigForVisitorsSchema', () => {
  it('reads a missing or malformed field as empty and keeps every other value', () => {
    const { currentFocus: _dropped, ...withoutFocus } = valid;
    const parsed = siteConfigForVisitorsSchema.parse({ ...withoutFocus, githubUrl: null, linkedinUrl: 'javascript:alert(1)', quickviewTitle: 42 });
    expect(parsed).toEqual({ ...valid, currentFocus: [], githubUrl: '', linkedinUrl: '', quickviewTitle: '' });
  });

  it('still refuses an answer that is not an object', () => {
    for (const answer of [null, [], 'config', 7]) expect(siteConfigForVisitorsSchema.safeParse(answer).success).toBe(false);
  });
});
