import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SLOW_MACHINE } from '@portfolio/terminal-ui/machines/testWait';
import type { Project } from '@portfolio/contracts/projects';
import { NEW_PROJECT_FIELDS } from './projectFields';
import { projectFormMachine, type ProjectSavedEvent, type ProjectSaveInput } from './projectFormMachine';
import { lineFollower } from './projectFixture';

const robot: Project = { ...lineFollower, github: 'https://github.com/me/robot' };

function startForm() {
  const calls: ProjectSaveInput[] = [];
  let settle = { resolve: (): void => undefined, reject: (_reason: unknown): void => undefined };
  const machine = projectFormMachine.provide({
    actors: {
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
    expect(context()).toEqual({ mode: 'add', selectedId: null, fields: NEW_PROJECT_FIELDS });
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
    expect(context()).toEqual({ mode: 'add', selectedId: null, fields: NEW_PROJECT_FIELDS });
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
