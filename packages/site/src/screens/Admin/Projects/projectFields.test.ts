import type { Project } from '@portfolio/contracts/projects';
import { describe, expect, it } from 'vitest';
import {
  canSubmitProject,
  fieldsFromProject,
  isProjectStatus,
  isProjectType,
  NEW_PROJECT_FIELDS,
  toProjectPayload,
  updateField,
} from './projectFields';
import { lineFollower } from './projectFixture';
import { splitList } from '../logic/text';

const robot: Project = { ...lineFollower, images: ['/uploads/a.png', '/uploads/b.png'], imageAlts: ['The robot'] };

describe('project fields', () => {
  it('starts a new project as software, in progress, everything else blank', () => {
    expect(NEW_PROJECT_FIELDS).toEqual({
      title: '',
      description: '',
      tech: '',
      type: 'software',
      date: '',
      status: 'in-progress',
      github: '',
      demo: '',
      imageUrls: '',
      images: [],
      draft: false,
    });
  });

  it('fills the form from a project: lists comma-separated, missing links blank, each image with its alt text', () => {
    expect(fieldsFromProject(robot)).toEqual({
      title: 'Line follower',
      description: 'A small robot.',
      tech: 'C, AVR',
      type: 'hardware',
      date: '2024-03-01',
      status: 'completed',
      github: '',
      demo: '',
      imageUrls: '',
      images: [
        { url: '/uploads/a.png', alt: 'The robot' },
        { url: '/uploads/b.png', alt: '' },
      ],
      draft: false,
    });
    expect(fieldsFromProject({ ...robot, draft: true }).draft).toBe(true);
  });

  it('updates one field', () => {
    expect(updateField(NEW_PROJECT_FIELDS, { field: 'status', value: 'planned' }).status).toBe('planned');
    expect(updateField(NEW_PROJECT_FIELDS, { field: 'title', value: 'X' })).toEqual({ ...NEW_PROJECT_FIELDS, title: 'X' });
  });

  it('knows the types and statuses', () => {
    expect(['software', 'hardware', 'firmware'].map(isProjectType)).toEqual([true, true, false]);
    expect(['completed', 'in-progress', 'planned', 'done'].map(isProjectStatus)).toEqual([true, true, true, false]);
  });
});

describe('toProjectPayload', () => {
  it('splits tech and typed image URLs on commas, trims, and drops empty items', () => {
    expect(splitList(' React ,TypeScript,, , Vite ,')).toEqual(['React', 'TypeScript', 'Vite']);
    expect(splitList('')).toEqual([]);
    const payload = toProjectPayload({ ...NEW_PROJECT_FIELDS, tech: 'C, ,AVR', imageUrls: ' a.png ,, b.png' });
    expect(payload.tech).toEqual(['C', 'AVR']);
    expect(payload.images).toEqual(['a.png', 'b.png']);
    expect(payload.imageAlts).toEqual(['', '']);
  });

  it('sends the added images first, then the URLs still typed, with one alt text each', () => {
    const fields = { ...NEW_PROJECT_FIELDS, images: [{ url: '/media/a.jpg', alt: ' Front ' }], imageUrls: 'https://x.example/b.png' };
    expect(toProjectPayload(fields)).toMatchObject({ images: ['/media/a.jpg', 'https://x.example/b.png'], imageAlts: ['Front', ''] });
  });

  it('sends an empty github or demo as null', () => {
    const payload = toProjectPayload({ ...NEW_PROJECT_FIELDS, github: '  ', demo: '' });
    expect(payload.github).toBeNull();
    expect(payload.demo).toBeNull();
    expect(toProjectPayload({ ...NEW_PROJECT_FIELDS, github: ' https://github.com/x ' }).github).toBe('https://github.com/x');
  });

  it('builds the whole payload', () => {
    expect(toProjectPayload({ ...fieldsFromProject(robot), title: ' Line follower ', demo: 'https://demo' })).toEqual({
      title: 'Line follower',
      description: 'A small robot.',
      tech: ['C', 'AVR'],
      type: 'hardware',
      date: '2024-03-01',
      status: 'completed',
      github: null,
      demo: 'https://demo',
      images: ['/uploads/a.png', '/uploads/b.png'],
      imageAlts: ['The robot', ''],
      draft: false,
    });
  });

  it('sends the Draft checkbox as draft', () => {
    expect(toProjectPayload({ ...fieldsFromProject(robot), draft: true }).draft).toBe(true);
    expect(toProjectPayload(updateField(fieldsFromProject({ ...robot, draft: true }), { field: 'draft', value: false })).draft).toBe(false);
  });
});

describe('canSubmitProject', () => {
  const filled = { ...NEW_PROJECT_FIELDS, title: 'T', description: 'D', date: '2024-01-01' };

  it('needs title, description and date', () => {
    expect(canSubmitProject({ mode: 'add', fields: filled, selectedId: null })).toBe(true);
    for (const field of ['title', 'description', 'date'] as const) {
      expect(canSubmitProject({ mode: 'add', fields: { ...filled, [field]: ' ' }, selectedId: null })).toBe(false);
    }
  });

  it('needs a selected project to update', () => {
    expect(canSubmitProject({ mode: 'edit', fields: filled, selectedId: null })).toBe(false);
    expect(canSubmitProject({ mode: 'edit', fields: filled, selectedId: 'line-follower' })).toBe(true);
  });
});
