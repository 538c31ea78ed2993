import { CONTROL_CHARACTERS_MESSAGE } from '@portfolio/contracts/primitives';
import { writingAnswerSchema } from '@portfolio/contracts/writing';
import { describe, expect, it } from 'vitest';
import { storedContent } from '../testing/storedContent';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';

const refused = (field: string) => ({ error: `${field}: ${CONTROL_CHARACTERS_MESSAGE}` });

describe.each(testDatabaseKinds())('control characters in text fields on $name', (kind) => {
  const { server, api } = useTestServer(kind, { seedDemo: true });

  it.each([
    ['a title that is only NUL', '/api/admin/projects', { action: 'add', title: '\0', description: 'd', date: '2026-01-01' }, 'title'],
    ['a GitHub URL ending in U+0001', '/api/admin/projects', { action: 'add', title: 'T', description: 'd', date: '2026-01-01', github: 'https://github.com/x\u0001' }, 'github'],
    ['an image URL ending in U+0001', '/api/admin/projects', { action: 'add', title: 'T', description: 'd', date: '2026-01-01', images: ['https://example.com/a.png\u0001'] }, 'images.0'],
    ['a NUL title edited in', '/api/admin/projects', { action: 'edit', id: 'pocket-oscilloscope', update: { title: 'Scope\0' } }, 'update.title'],
    ['an escape sequence in an image alt text', '/api/admin/projects', { action: 'add', title: 'T', description: 'd', date: '2026-01-01', images: ['/a.png'], imageAlts: ['A\u001b[2J'] }, 'imageAlts.0'],
    ['a NUL art title', '/api/admin/art', { action: 'add', kind: 'books', title: '\0', creator: 'c', date: '2026-01-01' }, 'title'],
    ['an escape sequence in a creator', '/api/admin/art', { action: 'add', kind: 'books', title: 'T', creator: 'c\u001b[2J', date: '2026-01-01' }, 'creator'],
    ['a NUL in a review', '/api/admin/art', { action: 'add', kind: 'books', title: 'T', creator: 'c', date: '2026-01-01', content: 'Fine.\0' }, 'content'],
    ['a cover URL ending in U+0001', '/api/art', { category: 'music', currentCover: 'https://example.com/c.jpg\u0001' }, 'currentCover'],
    ['a NUL post title', '/api/admin/writing', { action: 'add', title: '\0', date: '2026-01-01' }, 'title'],
    ['a DEL in a post', '/api/admin/writing', { action: 'add', title: 'T', date: '2026-01-01', content: 'text\u007f' }, 'content'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_name, path, body, field) => {
    const before = await storedContent(server().db.knex);
    const answer = await api.post(path, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refused(field));
    expect(await storedContent(server().db.knex)).toEqual(before);
  });

  it('refuses a config link ending in U+0001 and a C1 control in a list entry, and writes nothing', async () => {
    const config = (await api.get('/api/config')).body as Record<string, unknown>;
    const before = await storedContent(server().db.knex);
    const link = await api.post('/api/admin/config', { ...config, linkedinUrl: 'https://www.linkedin.com/in/riley\u0001' });
    expect([link.status, link.body]).toEqual([400, refused('linkedinUrl')]);
    const entry = await api.post('/api/admin/config', { ...config, currentFocus: ['Robots\u0085'] });
    expect([entry.status, entry.body]).toEqual([400, refused('currentFocus.0')]);
    expect(await storedContent(server().db.knex)).toEqual(before);
  });

  it('keeps tabs and line breaks in a post, as sent', async () => {
    const content = '# Notes\r\n\n\tindented code\n';
    const answer = await api.post('/api/admin/writing', { action: 'add', title: 'Tabs', date: '2026-01-01', content });
    expect(answer.status).toBe(201);
    expect(writingAnswerSchema.parse(answer.body).post.content).toBe(content);
  });
});
