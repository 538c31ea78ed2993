import { describe, expect, it } from 'vitest';
import { imageAltsProblem, projectAdminRequestSchema, projectsQuerySchema, projectsResponseSchema } from './projects';

describe('projectAdminRequestSchema', () => {
  it('fills the defaults of a new project', () => {
    const parsed = projectAdminRequestSchema.parse({ action: 'add', title: ' Robot ', description: 'Arm', date: '2026-01-02' });
    expect(parsed).toEqual({
      action: 'add',
      title: 'Robot',
      description: 'Arm',
      date: '2026-01-02',
      tech: [],
      type: 'software',
      status: 'in-progress',
      github: null,
      demo: null,
      images: [],
      imageAlts: [],
      draft: false,
    });
  });

  it('takes draft as a boolean on add and edit, and refuses anything else', () => {
    const add = { action: 'add', title: 'T', description: 'D', date: '2026-01-02' };
    expect(projectAdminRequestSchema.parse({ ...add, draft: true })).toMatchObject({ draft: true });
    expect(projectAdminRequestSchema.parse({ action: 'edit', id: 'a', update: { draft: false } })).toEqual({ action: 'edit', id: 'a', update: { draft: false } });
    expect(projectAdminRequestSchema.parse({ action: 'edit', id: 'a', update: {} })).toEqual({ action: 'edit', id: 'a', update: {} });
    const refused = projectAdminRequestSchema.safeParse({ ...add, draft: 'yes' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['draft', 'must be true or false']]);
  });

  it('takes one alt text per image at most, trimmed, "" for none, and names the counts when there are more', () => {
    const base = { action: 'add', title: 'T', description: 'D', date: '2026-01-02', images: ['/a.png', '/b.png'] };
    expect(projectAdminRequestSchema.parse({ ...base, imageAlts: [' A ', ''] })).toMatchObject({ imageAlts: ['A', ''] });
    const issuesOf = (body: unknown) => projectAdminRequestSchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issuesOf({ ...base, imageAlts: ['a', 'b', 'c'] })).toEqual([['imageAlts', 'must hold at most one entry per image (3 for 2 images)']]);
    expect(issuesOf({ action: 'edit', id: 'robot', update: { images: [], imageAlts: ['a'] } })).toEqual([['update.imageAlts', 'must hold at most one entry per image (1 for 0 images)']]);
    expect(issuesOf({ ...base, imageAlts: ['x'.repeat(301)] })).toEqual([['imageAlts.0', 'must be at most 300 characters']]);
    expect(issuesOf({ ...base, imageAlts: ['a\tb'] })).toEqual([['imageAlts.0', 'must not contain control characters']]);
    // Without images, an update's alt texts are checked against the stored ones (by the API).
    expect(projectAdminRequestSchema.parse({ action: 'edit', id: 'robot', update: { imageAlts: ['a', 'b'] } })).toMatchObject({ update: { imageAlts: ['a', 'b'] } });
    expect(imageAltsProblem(1, 1)).toBeUndefined();
  });

  it('takes a partial update and refuses unknown fields', () => {
    expect(projectAdminRequestSchema.parse({ action: 'edit', id: 'robot', update: { status: 'completed' } })).toEqual({
      action: 'edit',
      id: 'robot',
      update: { status: 'completed' },
    });
    expect(projectAdminRequestSchema.safeParse({ action: 'edit', id: 'robot', update: { colour: 'red' } }).success).toBe(false);
    expect(projectAdminRequestSchema.safeParse({ action: 'remove', id: 'robot', extra: 1 }).success).toBe(false);
  });

  it('names the choices for an unknown action', () => {
    const issue = projectAdminRequestSchema.safeParse({ action: 'delete', id: 'robot' }).error?.issues[0];
    expect(issue?.path).toEqual(['action']);
    expect(issue?.message).toBe('must be one of add, edit, remove');
  });

  it('refuses bad enums, URLs and ids', () => {
    const base = { action: 'add', title: 'T', description: 'D', date: '2026-01-02' };
    expect(projectAdminRequestSchema.safeParse({ ...base, type: 'firmware' }).success).toBe(false);
    expect(projectAdminRequestSchema.safeParse({ ...base, status: 'done' }).success).toBe(false);
    expect(projectAdminRequestSchema.safeParse({ ...base, github: 'javascript:alert(1)' }).success).toBe(false);
    expect(projectAdminRequestSchema.safeParse({ ...base, images: ['//evil.com/x.png'] }).success).toBe(false);
    expect(projectAdminRequestSchema.safeParse({ ...base, tech: 'ts' }).success).toBe(false);
    expect(projectAdminRequestSchema.safeParse({ action: 'remove', id: '../x' }).success).toBe(false);
  });
});

describe('projectsQuerySchema', () => {
  it('defaults to all and refuses unknown values', () => {
    expect(projectsQuerySchema.parse({})).toEqual({ type: 'all', status: 'all' });
    expect(projectsQuerySchema.safeParse({ type: 'firmware' }).success).toBe(false);
    expect(projectsQuerySchema.safeParse({ status: ['all', 'planned'] }).success).toBe(false);
  });
});

describe('projectsResponseSchema', () => {
  it('parses an answer', () => {
    const project = {
      id: 'robot',
      title: 'Robot',
      description: 'Arm',
      tech: ['C'],
      type: 'hardware',
      date: '2026-01-02',
      status: 'planned',
      github: null,
      demo: 'https://example.com',
      images: ['/demo/robot.svg'],
    };
    expect(projectsResponseSchema.parse({ projects: [{ ...project, imageAlts: ['A robot'] }] })).toEqual({ projects: [{ ...project, imageAlts: ['A robot'] }] });
    // An answer from a server older than imageAlts: none.
    expect(projectsResponseSchema.parse({ projects: [project] })).toEqual({ projects: [{ ...project, imageAlts: [] }] });
  });
});
