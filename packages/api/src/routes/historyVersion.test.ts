import { historyListResponseSchema, historyVersionTextResponseSchema } from '@portfolio/contracts/history';
import { describe, expect, it } from 'vitest';
import { resetContentBeforeEach } from '../testing/resetContent';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';

describe.each(testDatabaseKinds())('one version as text on $name', (kind) => {
  const { server, api, token } = useTestServer(kind);
  resetContentBeforeEach(server);

  const ownerGet = async (path: string, authorization: string | null = `Bearer ${token()}`) => {
    const response = await fetch(`${server().baseUrl}${path}`, { headers: authorization ? { Authorization: authorization } : {} });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const versions = async (path: string) => historyListResponseSchema.parse((await ownerGet(`/api/admin/history/${path}`)).body).versions;
  const versionText = async (path: string) => {
    const answer = await ownerGet(`/api/admin/history/${path}`);
    expect(answer.status).toBe(200);
    return historyVersionTextResponseSchema.parse(answer.body);
  };

  it("answers a post's version and the current post, each written out field by field", async () => {
    expect((await api.post('/api/admin/writing', { action: 'add', title: 'Hello World', date: '2026-03-01', content: 'Line one\nLine two' })).status).toBe(201);
    expect((await api.post('/api/admin/writing', { action: 'edit', slug: 'hello-world', update: { content: 'Line one\nLine 2', draft: true } })).status).toBe(200);
    const [kept] = await versions('post/hello-world');
    const answer = await versionText(`post/hello-world/${kept?.id}`);
    expect(answer.version).toEqual(kept);
    expect(answer.text).toBe(['title: Hello World', 'date: 2026-03-01', 'kind: essay', 'content:', 'Line one', 'Line two', 'draft: no'].join('\n'));
    expect(answer.current).toBe(['title: Hello World', 'date: 2026-03-01', 'kind: essay', 'content:', 'Line one', 'Line 2', 'draft: yes'].join('\n'));
  });

  it("writes a project's lists one item a line, an art entry's review last and the config's skills indented", async () => {
    const project = { title: 'Robot Arm', description: 'Six axes', tech: ['C', 'Rust'], type: 'hardware', date: '2026-01-01', status: 'planned' };
    expect((await api.post('/api/admin/projects', { action: 'add', ...project, github: null, demo: null, images: ['/uploads/a.png'] })).status).toBe(201);
    expect((await api.post('/api/admin/projects', { action: 'edit', id: 'robot-arm', update: { status: 'completed' } })).status).toBe(200);
    const [projectVersion] = await versions('project/robot-arm');
    const { text } = await versionText(`project/robot-arm/${projectVersion?.id}`);
    expect(text).toContain('tech:\n- C\n- Rust');
    expect(text).toContain('status: planned');
    expect(text).toContain('github:\n');
    expect(text).toContain('images:\n- /uploads/a.png');

    const dune = { kind: 'books', title: 'Dune', creator: 'Frank Herbert', date: '2025-11-20' };
    expect((await api.post('/api/admin/art', { action: 'add', ...dune, content: 'First review' })).status).toBe(201);
    expect((await api.post('/api/admin/art', { action: 'edit', id: 'dune', update: dune, content: 'Second review' })).status).toBe(200);
    const [artVersion] = await versions('art/dune');
    const art = await versionText(`art/dune/${artVersion?.id}`);
    expect(art.text).toBe(['kind: books', 'title: Dune', 'creator: Frank Herbert', 'date: 2025-11-20', 'review: First review'].join('\n'));
    expect(art.current.split('\n').at(-1)).toBe('review: Second review');

    const config = { ...CONFIG, skillsJson: '{"languages":["C","Rust"]}' };
    expect((await api.post('/api/admin/config', config)).status).toBe(200);
    expect((await api.post('/api/admin/config', { ...config, skillsJson: '{}' })).status).toBe(200);
    const [configVersion] = await versions('config/site');
    const configText = await versionText(`config/site/${configVersion?.id}`);
    expect(configText.text).toContain('skills json:\n{\n  "languages": [\n    "C",\n    "Rust"\n  ]\n}');
    expect(configText.text).toContain('current focus:\n- robots');
    expect(configText.current).toContain('skills json:\n{}');
  });

  it('answers 404 for an unknown version or item, 400 for a bad id and 401 without the token', async () => {
    expect((await api.post('/api/admin/writing', { action: 'add', title: 'Hello World', date: '2026-03-01', content: 'x' })).status).toBe(201);
    expect(await ownerGet('/api/admin/history/post/hello-world/999999')).toMatchObject({ status: 404, body: { error: 'Version not found' } });
    expect(await ownerGet('/api/admin/history/post/no-such/1')).toMatchObject({ status: 404, body: { error: 'Post not found' } });
    expect(await ownerGet('/api/admin/history/post/hello-world/one')).toMatchObject({ status: 400, body: { error: 'revisionId: must be a whole number' } });
    expect((await ownerGet('/api/admin/history/post/hello-world/1', null)).status).toBe(401);
  });
});

const CONFIG = {
  profileText: 'First profile',
  skillsJson: '{}',
  resumeText: 'Resume',
  resumeDownloadLink: '',
  emailLink: 'mailto:riley@example.com',
  linkedinUrl: 'https://linkedin.example/riley',
  githubUrl: 'https://github.example/riley',
  quickviewTitle: 'Riley',
  quickviewSubtitle: 'Engineer',
  quickviewTagline: 'Builds things',
  currentFocus: ['robots'],
  recentExperiences: ['lab'],
};
