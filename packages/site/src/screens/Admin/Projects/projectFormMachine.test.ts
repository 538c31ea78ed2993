import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SLOW_MACHINE } from '@portfolio/terminal-ui/machines/testWait';
import type { Media } from '@portfolio/contracts/media';
import type { Project } from '@portfolio/contracts/projects';
import { mediaUploadActor } from '../Media/mediaUploadActor';
import { NEW_PROJECT_FIELDS } from './projectFields';
import { projectFormMachine, type ProjectSavedEvent, type ProjectSaveInput } from './projectFormMachine';
import { lineFollower } from './projectFixture';

const robot: Project = { ...lineFollower, github: 'https://github.com/me/robot' };

const blank = { mode: 'add', selectedId: null, fields: NEW_PROJECT_FIELDS, uploads: [], uploadCount: 0 };

/** An upload the test finishes: its progress callback, and resolve / reject. */
interface PendingUpload {
  readonly name: string;
  readonly progress: (fraction: number) => void;
  readonly resolve: (url: string) => void;
  readonly reject: (error: Error) => void;
  readonly signal: AbortSignal;
}

const stored = (url: string): Media => ({ id: url, url, width: 960, height: 640, type: 'image/jpeg', alt: '', variants: [] });

function startForm() {
  const calls: ProjectSaveInput[] = [];
  const uploads: PendingUpload[] = [];
  let settle = { resolve: (): void => undefined, reject: (_reason: unknown): void => undefined };
  const machine = projectFormMachine.provide({
    actors: {
      uploadImage: mediaUploadActor(
        (file, progress, signal) =>
          new Promise<Media>((resolve, reject) => {
            uploads.push({ name: file.name, progress, resolve: (url) => resolve(stored(url)), reject, signal });
          }),
      ),
      saveProject: fromPromise<unknown, ProjectSaveInput>(({ input }) => {
        calls.push(input);
        return new Promise<void>((resolve, reject) => {
          settle = { resolve: () => resolve(), reject };
        });
      }),
    },
  });
  const actor = createActor(machine);
  const emitted: ProjectSavedEvent[] = [];
  actor.on('saved', (event) => emitted.push(event));
  actor.start();
  const fill = () => {
    actor.send({ type: 'form.change', field: 'title', value: 'Portfolio' });
    actor.send({ type: 'form.change', field: 'description', value: 'This site.' });
    actor.send({ type: 'form.change', field: 'date', value: '2024-06-01' });
  };
  return {
    actor,
    calls,
    uploads,
    emitted,
    fill,
    settle: () => settle,
    value: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  };
}

describe('projectFormMachine: add mode', () => {
  it('starts adding a software project, in progress', () => {
    const { value, context } = startForm();
    expect(value()).toBe('add');
    expect(context()).toEqual(blank);
  });

  it('ignores submit until title, description and date are filled', () => {
    const { actor, calls, value } = startForm();
    actor.send({ type: 'form.change', field: 'title', value: 'Portfolio' });
    actor.send({ type: 'form.submit' });
    expect(value()).toBe('add');
    expect(calls).toEqual([]);
  });

  it('saves the payload, emits saved, and starts a blank project', async () => {
    const { actor, calls, emitted, fill, settle, value, context } = startForm();
    fill();
    actor.send({ type: 'form.change', field: 'tech', value: 'React, TypeScript,, ' });
    actor.send({ type: 'form.change', field: 'type', value: 'hardware' });
    actor.send({ type: 'form.submit' });
    expect(value()).toBe('saving');
    expect(calls).toEqual([
      {
        mode: 'add',
        project: {
          title: 'Portfolio',
          description: 'This site.',
          tech: ['React', 'TypeScript'],
          type: 'hardware',
          date: '2024-06-01',
          status: 'in-progress',
          github: null,
          demo: null,
          images: [],
          imageAlts: [],
          draft: false,
        },
      },
    ]);
    settle().resolve();
    await vi.waitFor(() => expect(value()).toBe('add'), SLOW_MACHINE);
    expect(context().fields).toEqual(NEW_PROJECT_FIELDS);
    expect(emitted).toEqual([{ type: 'saved', mode: 'add' }]);
  });

  it('goes back to add mode on a failed save, keeping the fields, without saved', async () => {
    const { actor, calls, emitted, fill, settle, value, context } = startForm();
    fill();
    actor.send({ type: 'form.submit' });
    settle().reject(new Error('500'));
    await vi.waitFor(() => expect(value()).toBe('add'), SLOW_MACHINE);
    expect(context().fields.title).toBe('Portfolio');
    expect(emitted).toEqual([]);
    actor.send({ type: 'form.submit' });
    expect(value()).toBe('saving');
    expect(calls).toHaveLength(2);
  });
});

describe('projectFormMachine: edit mode', () => {
  it('loads a project into the form', () => {
    const { actor, value, context } = startForm();
    actor.send({ type: 'form.edit', project: robot });
    expect(value()).toBe('edit');
    expect(context()).toMatchObject({
      mode: 'edit',
      selectedId: 'line-follower',
      fields: { title: 'Line follower', tech: 'C, AVR', type: 'hardware', status: 'completed', github: 'https://github.com/me/robot', demo: '' },
    });
  });

  it('switches to another project while editing', () => {
    const { actor, context } = startForm();
    actor.send({ type: 'form.edit', project: robot });
    actor.send({ type: 'form.edit', project: { ...robot, id: 'other', title: 'Other' } });
    expect(context()).toMatchObject({ selectedId: 'other', fields: { title: 'Other' } });
  });

  it('cancel goes back to add mode with a blank project', () => {
    const { actor, value, context } = startForm();
    actor.send({ type: 'form.edit', project: robot });
    actor.send({ type: 'form.cancel' });
    expect(value()).toBe('add');
    expect(context()).toEqual(blank);
  });

  it('updates with the id, then goes back to add mode', async () => {
    const { actor, calls, emitted, settle, value, context } = startForm();
    actor.send({ type: 'form.edit', project: robot });
    actor.send({ type: 'form.change', field: 'status', value: 'planned' });
    actor.send({ type: 'form.change', field: 'github', value: '' });
    actor.send({ type: 'form.submit' });
    expect(calls[0]).toEqual({
      mode: 'edit',
      id: 'line-follower',
      project: {
        title: 'Line follower',
        description: 'A small robot.',
        tech: ['C', 'AVR'],
        type: 'hardware',
        date: '2024-03-01',
        status: 'planned',
        github: null,
        demo: null,
        images: [],
        imageAlts: [],
        draft: false,
      },
    });
    settle().resolve();
    await vi.waitFor(() => expect(value()).toBe('add'), SLOW_MACHINE);
    expect(context().selectedId).toBeNull();
    expect(emitted).toEqual([{ type: 'saved', mode: 'edit' }]);
  });

  it('stays in edit mode on a failed update', async () => {
    const { actor, emitted, settle, value, context } = startForm();
    actor.send({ type: 'form.edit', project: robot });
    actor.send({ type: 'form.submit' });
    settle().reject(new Error('down'));
    await vi.waitFor(() => expect(value()).toBe('edit'), SLOW_MACHINE);
    expect(context().selectedId).toBe('line-follower');
    expect(emitted).toEqual([]);
  });

  it('ignores submit in edit mode when a required field is blank', () => {
    const { actor, calls, value } = startForm();
    actor.send({ type: 'form.edit', project: robot });
    actor.send({ type: 'form.change', field: 'date', value: '' });
    actor.send({ type: 'form.submit' });
    expect(value()).toBe('edit');
    expect(calls).toEqual([]);
  });

  it('fails clearly when no save actor is supplied', async () => {
    const actor = createActor(projectFormMachine).start();
    actor.send({ type: 'form.edit', project: robot });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('edit'), SLOW_MACHINE);
  });
});

const file = (name: string) => new File(['pixels'], name, { type: 'image/jpeg' });

describe('projectFormMachine: images', () => {
  const photo = { ...robot, images: ['/media/a.jpg', '/media/b.jpg', '/media/c.jpg'], imageAlts: ['A', 'B'] };

  it('loads the images with their alt texts, then reorders, describes and removes them', () => {
    const { actor, context } = startForm();
    actor.send({ type: 'form.edit', project: photo });
    expect(context().fields.images).toEqual([
      { url: '/media/a.jpg', alt: 'A' },
      { url: '/media/b.jpg', alt: 'B' },
      { url: '/media/c.jpg', alt: '' },
    ]);
    actor.send({ type: 'images.move', index: 2, by: -1 });
    actor.send({ type: 'images.describe', index: 1, alt: 'C' });
    actor.send({ type: 'images.remove', index: 0 });
    expect(context().fields.images).toEqual([
      { url: '/media/c.jpg', alt: 'C' },
      { url: '/media/b.jpg', alt: 'B' },
    ]);
  });

  it('adds the typed URLs to the gallery and clears them', () => {
    const { actor, context } = startForm();
    actor.send({ type: 'form.change', field: 'imageUrls', value: ' /a.png, https://x.example/b.png ,' });
    actor.send({ type: 'images.add' });
    expect(context().fields).toMatchObject({ imageUrls: '', images: [{ url: '/a.png', alt: '' }, { url: 'https://x.example/b.png', alt: '' }] });
  });

  it('saves the images and their alt texts in the order shown', async () => {
    const { actor, calls, settle, value } = startForm();
    actor.send({ type: 'form.edit', project: photo });
    actor.send({ type: 'images.move', index: 0, by: 1 });
    actor.send({ type: 'form.change', field: 'imageUrls', value: '/d.png' });
    actor.send({ type: 'form.submit' });
    expect(calls[0]?.project).toMatchObject({
      images: ['/media/b.jpg', '/media/a.jpg', '/media/c.jpg', '/d.png'],
      imageAlts: ['B', 'A', '', ''],
    });
    settle().resolve();
    await vi.waitFor(() => expect(value()).toBe('add'), SLOW_MACHINE);
  });

  it('uploads each file with a line of progress; each image joins the gallery as its upload ends', () => {
    const { actor, uploads, context } = startForm();
    actor.send({ type: 'images.upload', files: [file('one.jpg'), file('two.jpg'), file('three.jpg')] });
    expect(uploads.map((upload) => upload.name)).toEqual(['one.jpg', 'two.jpg', 'three.jpg']);
    expect(context().uploads.map(({ name, state, progress }) => [name, state, progress])).toEqual([
      ['one.jpg', 'uploading', 0],
      ['two.jpg', 'uploading', 0],
      ['three.jpg', 'uploading', 0],
    ]);
    uploads[0]?.progress(0.42);
    expect(context().uploads[0]).toMatchObject({ state: 'uploading', progress: 0.42 });
    uploads[1]?.resolve('/media/two.jpg');
    uploads[0]?.resolve('/media/one.jpg');
    uploads[2]?.reject(new Error('The image could not be read'));
    return vi.waitFor(() => {
      expect(context().uploads.map(({ state, error }) => [state, error])).toEqual([
        ['done', ''],
        ['done', ''],
        ['failed', 'The image could not be read'],
      ]);
      expect(context().fields.images).toEqual([
        { url: '/media/two.jpg', alt: '' },
        { url: '/media/one.jpg', alt: '' },
      ]);
    }, SLOW_MACHINE);
  });

  it('does not save while an upload runs', async () => {
    const { actor, calls, uploads, fill, value } = startForm();
    fill();
    actor.send({ type: 'images.upload', files: [file('slow.jpg')] });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(value()).toBe('add');
    uploads[0]?.resolve('/media/slow.jpg');
    await vi.waitFor(() => expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true), SLOW_MACHINE);
    actor.send({ type: 'form.submit' });
    expect(calls[0]?.project.images).toEqual(['/media/slow.jpg']);
  });

  it('a new batch clears the last batch\'s outcomes but keeps running uploads', async () => {
    const { actor, uploads, context } = startForm();
    actor.send({ type: 'images.upload', files: [file('a.jpg'), file('b.jpg')] });
    uploads[0]?.resolve('/media/a.jpg');
    await vi.waitFor(() => expect(context().uploads[0]?.state).toBe('done'), SLOW_MACHINE);
    actor.send({ type: 'images.upload', files: [file('c.jpg')] });
    expect(context().uploads.map((upload) => [upload.key, upload.name])).toEqual([
      [2, 'b.jpg'],
      [3, 'c.jpg'],
    ]);
  });

  it('leaving the draft aborts its uploads: a late answer never lands in another project', async () => {
    const { actor, uploads, context } = startForm();
    actor.send({ type: 'images.upload', files: [file('draft.jpg')] });
    actor.send({ type: 'form.edit', project: robot });
    expect(uploads[0]?.signal.aborted).toBe(true);
    expect(context().uploads).toEqual([]);
    uploads[0]?.resolve('/media/draft.jpg');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(context().fields.images).toEqual([]);
    actor.send({ type: 'images.upload', files: [file('edit.jpg')] });
    actor.send({ type: 'form.cancel' });
    expect(uploads[1]?.signal.aborted).toBe(true);
    expect(context()).toEqual({ ...blank, uploadCount: 2 });
  });

  it('ignores image events while saving', () => {
    const { actor, fill, context, value } = startForm();
    fill();
    actor.send({ type: 'form.change', field: 'imageUrls', value: '/a.png' });
    actor.send({ type: 'form.submit' });
    expect(value()).toBe('saving');
    actor.send({ type: 'images.add' });
    actor.send({ type: 'images.upload', files: [file('late.jpg')] });
    expect(context().fields.images).toEqual([]);
    expect(context().uploads).toEqual([]);
  });

  it('an upload fails clearly when no upload actor is supplied', async () => {
    const actor = createActor(projectFormMachine).start();
    actor.send({ type: 'images.upload', files: [file('x.jpg')] });
    await vi.waitFor(
      () => expect(actor.getSnapshot().context.uploads[0]).toMatchObject({ state: 'failed', error: 'projectFormMachine: provide an uploadImage actor' }),
      SLOW_MACHINE,
    );
  });
});
