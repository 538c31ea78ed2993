import { describe, expect, it } from 'vitest';
import { siteConfigForVisitorsSchema, siteConfigInputSchema, siteConfigResponseSchema, siteConfigSchema, type SiteConfig } from './config';

const valid: SiteConfig = {
  ownerName: 'Riley Chen',
  profileText: 'I build things.',
  skillsJson: '{"languages":["TypeScript","C"],"tools":{"editor":"vim"}}',
  resumeText: 'Experience…',
  resumeDownloadLink: '/uploads/0123456789abcdef0123456789abcdef.pdf',
  emailLink: 'mailto:owner@example.com',
  linkedinUrl: 'https://www.linkedin.com/in/owner',
  githubUrl: 'https://github.com/owner',
  spotifyUrl: 'https://open.spotify.com/user/owner',
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
    const empty = { ...valid, ownerName: '', skillsJson: '', resumeDownloadLink: '', emailLink: '', linkedinUrl: '', githubUrl: '', spotifyUrl: '' };
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
    ['ownerName', 'x'.repeat(201), 'ownerName: must be at most 200 characters'],
    ['ownerName', null, 'ownerName: must be text'],
    ['spotifyUrl', 'javascript:alert(1)', 'spotifyUrl: must be an http(s):// URL, or empty'],
    ['spotifyUrl', 'open.spotify.com/user/owner', 'spotifyUrl: must be an http(s):// URL, or empty'],
    ['profileText', 42, 'profileText: must be text'],
  ])('names %s when it is %j', (field, value, message) => {
    expect(firstIssue({ ...valid, [field]: value })).toContain(message);
  });

  it('needs every field and refuses unknown ones', () => {
    const { githubUrl: _dropped, ...partial } = valid;
    expect(firstIssue(partial)).toContain('githubUrl');
    const { ownerName: _name, ...withoutName } = valid;
    expect(firstIssue(withoutName)).toBe('ownerName: is required');
    expect(firstIssue({ ...valid, theme: 'dark' })).toContain('theme');
  });

  it('trims list entries', () => {
    expect(siteConfigSchema.parse({ ...valid, currentFocus: ['  Rust  '] }).currentFocus).toEqual(['Rust']);
  });
});

describe('siteConfigInputSchema', () => {
  const inputIssue = (input: unknown) => siteConfigInputSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('accepts the whole config', () => {
    expect(siteConfigInputSchema.parse(valid)).toEqual(valid);
  });

  it('accepts a body without ownerName and spotifyUrl, and leaves them out', () => {
    const { ownerName: _name, spotifyUrl: _spotify, ...older } = valid;
    const parsed = siteConfigInputSchema.parse(older);
    expect(parsed).toEqual(older);
    expect('ownerName' in parsed || 'spotifyUrl' in parsed).toBe(false);
  });

  it('checks them when they are given', () => {
    expect(inputIssue({ ...valid, spotifyUrl: 'ftp://example.com' })).toEqual(['spotifyUrl: must be an http(s):// URL, or empty']);
    expect(inputIssue({ ...valid, ownerName: 'x'.repeat(201) })).toEqual(['ownerName: must be at most 200 characters']);
  });

  it('still needs every other field and refuses unknown ones', () => {
    const { quickviewTagline: _dropped, ...partial } = valid;
    expect(inputIssue(partial)).toEqual(['quickviewTagline: is required']);
    expect(inputIssue({ ...valid, isAdmin: true })).toEqual([expect.stringContaining('Unrecognized key: "isAdmin"')]);
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

  it('reads ownerName and spotifyUrl as empty from a server that does not send them', () => {
    const { ownerName: _name, spotifyUrl: _spotify, ...older } = valid;
    expect(siteConfigForVisitorsSchema.parse(older)).toEqual({ ...valid, ownerName: '', spotifyUrl: '' });
    expect(siteConfigForVisitorsSchema.parse({ ...valid, spotifyUrl: 'javascript:alert(1)' }).spotifyUrl).toBe('');
  });

  it('still refuses an answer that is not an object', () => {
    for (const answer of [null, [], 'config', 7]) expect(siteConfigForVisitorsSchema.safeParse(answer).success).toBe(false);
  });
});

describe('the owner handles (xHandle, fediverseHandle)', () => {
  const issues = (input: unknown) => siteConfigInputSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('are optional, may be empty, and are trimmed', () => {
    expect(siteConfigSchema.parse(valid)).not.toHaveProperty('xHandle');
    const withHandles = { ...valid, xHandle: ' @riley_chen ', fediverseHandle: '@riley@mastodon.social' };
    expect(siteConfigInputSchema.parse(withHandles)).toEqual({ ...valid, xHandle: '@riley_chen', fediverseHandle: '@riley@mastodon.social' });
    expect(issues({ ...valid, xHandle: '', fediverseHandle: '' })).toBeUndefined();
    expect(issues({ ...valid, fediverseHandle: '@Riley.Chen@social.example.co.uk' })).toBeUndefined();
  });

  it.each([
    ['xHandle', 'riley', 'xHandle: must be an X (Twitter) handle such as @name (letters, digits and _, at most 15), or empty'],
    ['xHandle', '@riley-chen', 'xHandle: must be an X (Twitter) handle such as @name (letters, digits and _, at most 15), or empty'],
    ['xHandle', `@${'a'.repeat(16)}`, 'xHandle: must be an X (Twitter) handle such as @name (letters, digits and _, at most 15), or empty'],
    ['xHandle', 42, 'xHandle: must be text'],
    ['fediverseHandle', '@riley', 'fediverseHandle: must be a fediverse handle such as @name@mastodon.social, or empty'],
    ['fediverseHandle', 'riley@mastodon.social', 'fediverseHandle: must be a fediverse handle such as @name@mastodon.social, or empty'],
    ['fediverseHandle', '@riley@localhost', 'fediverseHandle: must be a fediverse handle such as @name@mastodon.social, or empty'],
    ['fediverseHandle', '@ri ley@mastodon.social', 'fediverseHandle: must be a fediverse handle such as @name@mastodon.social, or empty'],
    ['fediverseHandle', `@${'a'.repeat(400)}@mastodon.social`, 'fediverseHandle: must be at most 320 characters'],
  ])('refuse %s %j', (field, value, message) => {
    expect(issues({ ...valid, [field]: value })).toEqual([message]);
  });
});
