import { describe, expect, it } from 'vitest';
import { projectAdminRequestSchema, projectsQuerySchema, projectsResponseSchema } from './projects';

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
    });
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
    expect(projectsResponseSchema.parse({ projects: [project] })).toEqual({ projects: [project] });
  });
});
