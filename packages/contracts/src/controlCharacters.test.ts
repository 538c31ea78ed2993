import { describe, expect, it } from 'vitest';
import { artAdminRequestSchema, artCoverRequestSchema } from './art';
import { emptySiteConfig, siteConfigInputSchema, siteConfigResponseSchema } from './config';
import { CONTROL_CHARACTERS_MESSAGE, httpUrlSchema, imageUrlSchema, multilineTextSchema, textSchema } from './primitives';
import { projectAdminRequestSchema } from './projects';
import { writingAdminRequestSchema } from './writing';

interface Schema {
  safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** The first issue as the API words it: `title: must not contain control characters`. */
function firstIssue(schema: Schema, value: unknown): string | undefined {
  const issue = schema.safeParse(value).error?.issues[0];
  return issue && `${issue.path.map(String).join('.')}: ${issue.message}`;
}

const CONTROL = Array.from({ length: 0x20 }, (_, code) => code).concat(Array.from({ length: 0x21 }, (_, i) => 0x7f + i));
const LAYOUT = ['\t', '\n', '\r'];

describe('noControlCharacters', () => {
  const line = { safeParse: (value: unknown) => textSchema(10).safeParse(value) };

  it('refuses every C0 control, DEL and every C1 control in one-line text', () => {
    for (const code of CONTROL) expect(firstIssue(line, `a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(`: ${CONTROL_CHARACTERS_MESSAGE}`);
  });

  it('keeps tab, line feed and carriage return in multiline text, and refuses the others', () => {
    const multiline = multilineTextSchema(10);
    for (const code of CONTROL) {
      const char = String.fromCharCode(code);
      expect(multiline.safeParse(`a${char}b`).success, `U+${code.toString(16)}`).toBe(LAYOUT.includes(char));
    }
  });

  it('accepts what follows them: no-break space, accents, emoji', () => {
    for (const value of ['a\u00a0b', 'é', '日本', '🎸', 'a\u00a1b']) expect(textSchema(10).safeParse(value).success, value).toBe(true);
  });

  it('refuses text that is only a NUL, which trimming does not remove', () => {
    expect(textSchema(10).safeParse('\0').error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('still trims layout whitespace around one-line text', () => {
    expect(textSchema(10).parse('\n\t Title \r\n')).toBe('Title');
  });
});

describe('links refuse control characters before their shape is judged', () => {
  it.each([
    ['an http(s) URL', httpUrlSchema, 'https://example.com/\u0001'],
    ['an http(s) URL ending in DEL', httpUrlSchema, 'https://example.com\u007f'],
    ['an image URL', imageUrlSchema, 'https://example.com/x.png\u0000'],
    ['a site path', imageUrlSchema, '/x.png\u0085'],
  ])('%s', (_name, schema, value) => {
    expect(schema.safeParse(value).error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });
});

describe('every text field of the admin bodies', () => {
  const validConfig = emptySiteConfig();

  it.each([
    ['title', projectAdminRequestSchema, { action: 'add', title: '\0', description: 'd', date: '2026-01-01' }],
    ['description', projectAdminRequestSchema, { action: 'add', title: 't', description: 'a\u0000b', date: '2026-01-01' }],
    ['tech.0', projectAdminRequestSchema, { action: 'add', title: 't', description: 'd', date: '2026-01-01', tech: ['Type\tScript'] }],
    ['github', projectAdminRequestSchema, { action: 'add', title: 't', description: 'd', date: '2026-01-01', github: 'https://github.com/x\u0001' }],
    ['images.0', projectAdminRequestSchema, { action: 'add', title: 't', description: 'd', date: '2026-01-01', images: ['/a.png\u0001'] }],
    ['update.title', projectAdminRequestSchema, { action: 'edit', id: 'x', update: { title: 'a\u009bb' } }],
    ['title', artAdminRequestSchema, { action: 'add', kind: 'books', title: '\0', creator: 'c', date: '2026-01-01' }],
    ['creator', artAdminRequestSchema, { action: 'add', kind: 'books', title: 't', creator: 'c\u001b[31m', date: '2026-01-01' }],
    ['content', artAdminRequestSchema, { action: 'edit', id: 'x', content: 'review\u0000' }],
    ['currentCover', artCoverRequestSchema, { category: 'music', currentCover: 'https://example.com/c.jpg\u0001' }],
    ['title', writingAdminRequestSchema, { action: 'add', title: '\0', date: '2026-01-01' }],
    ['kind', writingAdminRequestSchema, { action: 'add', title: 't', date: '2026-01-01', kind: 'note\u0007' }],
    ['update.content', writingAdminRequestSchema, { action: 'edit', slug: 'x', update: { content: '# Hi\n\u0000' } }],
    ['ownerName', siteConfigInputSchema, { ...validConfig, ownerName: 'Riley\tChen' }],
    ['profileText', siteConfigInputSchema, { ...validConfig, profileText: 'Hello\u0000' }],
    ['skillsJson', siteConfigInputSchema, { ...validConfig, skillsJson: '{"a":"b"}\u000b' }],
    ['linkedinUrl', siteConfigInputSchema, { ...validConfig, linkedinUrl: 'https://linkedin.com/in/x\u0001' }],
    ['emailLink', siteConfigInputSchema, { ...validConfig, emailLink: 'mailto:me@example.com\u0001' }],
    ['currentFocus.0', siteConfigInputSchema, { ...validConfig, currentFocus: ['Robots\u0000'] }],
  ])('refuses a control character in %s', (field, schema, body) => {
    expect(firstIssue(schema, body)).toBe(`${field}: ${CONTROL_CHARACTERS_MESSAGE}`);
  });

  it.each([
    ['a project description', projectAdminRequestSchema, { action: 'add', title: 't', description: 'Line 1\r\n\tLine 2', date: '2026-01-01' }],
    ['a post', writingAdminRequestSchema, { action: 'add', title: 't', date: '2026-01-01', content: '# Title\n\n\tcode\r\n' }],
    ['a review', artAdminRequestSchema, { action: 'add', kind: 'books', title: 't', creator: 'c', date: '2026-01-01', content: 'Good.\n\tReally.' }],
    ['the config texts', siteConfigInputSchema, { ...validConfig, profileText: 'a\nb', resumeText: 'a\r\n\tb', skillsJson: '{\n\t"languages": ["TypeScript"]\n}' }],
  ])('keeps tabs and line breaks in %s', (_name, schema, body) => {
    expect(schema.safeParse(body).success).toBe(true);
  });

  it('reads a stored multi-line skillsJson back', () => {
    expect(siteConfigResponseSchema.safeParse({ ...validConfig, ownerName: '', spotifyUrl: '', skillsJson: '{\n\t"a": "b"\n}' }).success).toBe(true);
  });
});
