import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { editorMachine, missingFields, type EditorInput, type EditorSavedEvent, type EditorSaveInput } from './editorMachine';
import { SLOW_MACHINE } from './testWait';

const dune = { id: 7, details: { kind: 'books', title: 'Dune', creator: 'Frank Herbert', date: '2024-01-02' } };
const heat = { id: 8, details: { kind: 'movies', title: 'Heat', creator: 'Michael Mann', date: '2023-05-06' } };
const ART: EditorInput = {
  requiredFields: ['title', 'creator', 'date'],
  messages: { missingFields: 'Please fill in title, creator, and date' },
};

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function startEditor(input: EditorInput = ART) {
  let pending = deferred();
  const calls: EditorSaveInput[] = [];
  const machine = editorMachine.provide({
    actors: {
      saveEntry: fromPromise<unknown, EditorSaveInput>(({ input: save }) => {
        calls.push(save);
        pending = deferred();
        return pending.promise;
      }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock });
  const emitted: EditorSavedEvent[] = [];
  actor.on('saved', (event) => emitted.push(event));
  actor.start();
  return {
    actor,
    clock,
    calls,
    emitted,
    settle: () => pending,
    value: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  };
}

describe('editorMachine: modes', () => {
  it('starts in display with nothing open', () => {
    const { value, context } = startEditor();
    expect(value()).toBe('display');
    expect(context()).toMatchObject({ target: null, mode: null, status: '', error: null });
  });

  it('opens the details of an entry with its values as the draft', () => {
    const { actor, value, context } = startEditor();
    actor.send({ type: 'editor.editDetails', entry: dune });
    expect(value()).toBe('detailEdit');
    expect(context()).toMatchObject({ target: dune, mode: 'details', draft: dune.details });
    actor.send({ type: 'editor.change', field: 'title', value: 'Dune Messiah' });
    expect(context().draft.title).toBe('Dune Messiah');
    expect(dune.details.title).toBe('Dune');
  });

  it('opens the review editor blank', () => {
    const { actor, value, context } = startEditor();
    actor.send({ type: 'editor.editReview', entry: dune });
    expect(value()).toBe('reviewEdit');
    expect(context()).toMatchObject({ mode: 'review', review: '' });
    actor.send({ type: 'editor.changeReview', value: 'A classic.' });
    expect(context().review).toBe('A classic.');
  });

  it('edits one thing at a time: opening another drops the first draft', () => {
    const { actor, value, context } = startEditor();
    actor.send({ type: 'editor.editDetails', entry: dune });
    actor.send({ type: 'editor.change', field: 'title', value: 'changed' });
    actor.send({ type: 'editor.editReview', entry: dune });
    expect(value()).toBe('reviewEdit');
    expect(context().draft).toEqual({});
    actor.send({ type: 'editor.changeReview', value: 'draft review' });
    actor.send({ type: 'editor.editDetails', entry: heat });
    expect(context()).toMatchObject({ target: heat, mode: 'details', draft: heat.details, review: '' });
  });

  it('cancel closes the form', () => {
    const { actor, value, context } = startEditor();
    actor.send({ type: 'editor.editDetails', entry: dune });
    actor.send({ type: 'editor.cancel' });
    expect(value()).toBe('display');
    expect(context()).toMatchObject({ target: null, mode: null, draft: {} });
  });
});

describe('editorMachine: saving details', () => {
  it('saves the draft with status messages, emits saved, then returns to display', async () => {
    const { actor, calls, emitted, settle, value, context, clock } = startEditor();
    actor.send({ type: 'editor.editDetails', entry: dune });
    actor.send({ type: 'editor.change', field: 'creator', value: 'F. Herbert' });
    actor.send({ type: 'editor.save' });
    expect(value()).toBe('saving');
    expect(context().status).toBe('Saving entry details...');
    expect(calls).toEqual([{ mode: 'details', id: 7, details: { ...dune.details, creator: 'F. Herbert' } }]);

    settle().resolve();
    await vi.waitFor(() => expect(value()).toBe('saved'), SLOW_MACHINE);
    expect(context().status).toBe('Entry details saved');
    expect(context().target?.details.creator).toBe('F. Herbert');
    expect(emitted).toEqual([{ type: 'saved', mode: 'details', id: 7 }]);

    clock.increment(3000);
    expect(value()).toBe('display');
    expect(context()).toMatchObject({ status: '', target: null });
  });

  it('refuses blank required fields with the screen message', () => {
    const { actor, calls, value, context } = startEditor();
    actor.send({ type: 'editor.editDetails', entry: dune });
    actor.send({ type: 'editor.change', field: 'creator', value: '  ' });
    actor.send({ type: 'editor.save' });
    expect(value()).toBe('detailEdit');
    expect(context().status).toBe('Please fill in title, creator, and date');
    expect(calls).toEqual([]);
    expect(missingFields({ title: 'x', date: '' }, ['title', 'creator', 'date'])).toEqual(['creator', 'date']);
  });

  it('shows "Failed to save entry details" and keeps the form to retry', async () => {
    const { actor, calls, settle, value, context } = startEditor();
    actor.send({ type: 'editor.editDetails', entry: dune });
    actor.send({ type: 'editor.save' });
    settle().reject(new Error('500 Internal Server Error'));
    await vi.waitFor(() => expect(value()).toBe('failed'), SLOW_MACHINE);
    expect(context()).toMatchObject({
      status: 'Failed to save entry details',
      error: '500 Internal Server Error',
      mode: 'details',
      target: dune,
    });
    actor.send({ type: 'editor.change', field: 'title', value: 'Dune (1965)' });
    actor.send({ type: 'editor.save' });
    expect(value()).toBe('saving');
    expect(context().error).toBeNull();
    expect(calls[1]).toMatchObject({ details: { title: 'Dune (1965)' } });
  });

  it('ignores opening another entry while saving', () => {
    const { actor, value, context } = startEditor();
    actor.send({ type: 'editor.editDetails', entry: dune });
    actor.send({ type: 'editor.save' });
    actor.send({ type: 'editor.editDetails', entry: heat });
    actor.send({ type: 'editor.editReview', entry: heat });
    expect(value()).toBe('saving');
    expect(context().target).toBe(dune);
  });
});

describe('editorMachine: saving a review', () => {
  it('saves the review text', async () => {
    const { actor, calls, emitted, settle, value, context } = startEditor();
    actor.send({ type: 'editor.editReview', entry: dune });
    actor.send({ type: 'editor.changeReview', value: 'Spice must flow.' });
    actor.send({ type: 'editor.save' });
    expect(context().status).toBe('Saving review...');
    expect(calls).toEqual([{ mode: 'review', id: 7, review: 'Spice must flow.' }]);
    settle().resolve();
    await vi.waitFor(() => expect(value()).toBe('saved'), SLOW_MACHINE);
    expect(context().status).toBe('Review saved');
    expect(emitted).toEqual([{ type: 'saved', mode: 'review', id: 7 }]);
  });

  it('shows "Failed to save review" on failure', async () => {
    const { actor, settle, value, context } = startEditor();
    actor.send({ type: 'editor.editReview', entry: dune });
    actor.send({ type: 'editor.save' });
    settle().reject('offline');
    await vi.waitFor(() => expect(value()).toBe('failed'), SLOW_MACHINE);
    expect(context()).toMatchObject({ status: 'Failed to save review', error: 'offline' });
    actor.send({ type: 'editor.cancel' });
    expect(value()).toBe('display');
  });
});

describe('editorMachine: configuration', () => {
  it('takes a screen wording, e.g. the writing posts', async () => {
    const { actor, settle, value, context } = startEditor({
      requiredFields: ['title', 'date'],
      messages: { detailsFailed: 'Failed to update post' },
    });
    actor.send({ type: 'editor.editDetails', entry: { id: 'my-post', details: { title: '', date: '2024-01-01' } } });
    actor.send({ type: 'editor.save' });
    expect(context().status).toBe('Please fill in all required fields');
    actor.send({ type: 'editor.change', field: 'title', value: 'Hello' });
    actor.send({ type: 'editor.save' });
    settle().reject(new Error('nope'));
    await vi.waitFor(() => expect(value()).toBe('failed'), SLOW_MACHINE);
    expect(context().status).toBe('Failed to update post');
  });

  it('fails clearly when no save actor is supplied', async () => {
    const actor = createActor(editorMachine, { input: {} }).start();
    actor.send({ type: 'editor.editReview', entry: dune });
    actor.send({ type: 'editor.save' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'), SLOW_MACHINE);
    expect(actor.getSnapshot().context.error).toBe('editorMachine: provide a saveEntry actor');
  });
});

describe('editorMachine: a form that is always there (afterSave: restart)', () => {
  const blank = { id: '', details: { title: '', date: '' } };

  it('starts open on its entry and, once saved, opens on it again, saying it was saved', async () => {
    const { actor, calls, emitted, settle, value, context, clock } = startEditor({ entry: blank, afterSave: 'restart', messages: { detailsSaved: 'Post saved' } });
    expect(value()).toBe('detailEdit');
    actor.send({ type: 'editor.change', field: 'title', value: 'Hello' });
    actor.send({ type: 'editor.save' });
    expect(calls).toEqual([{ mode: 'details', id: '', details: { title: 'Hello', date: '' } }]);
    settle().resolve();
    await vi.waitFor(() => expect(value()).toBe('saved'), SLOW_MACHINE);
    expect(context()).toMatchObject({ draft: blank.details, target: blank, status: 'Post saved' });
    expect(emitted).toEqual([{ type: 'saved', mode: 'details', id: '' }]);
    clock.increment(3000);
    expect(value()).toBe('saved');
    actor.send({ type: 'editor.change', field: 'title', value: 'Next' });
    expect(context()).toMatchObject({ draft: { title: 'Next' }, status: 'Post saved' });
  });

  it('opens on the details the save resolved to, and keeps what was typed during a failed save', async () => {
    const machine = editorMachine.provide({
      actors: { saveEntry: fromPromise<unknown, EditorSaveInput>(async () => ({ details: { title: 'Stored', date: '2024-01-01' } })) },
    });
    const actor = createActor(machine, { input: { entry: blank, afterSave: 'restart' } }).start();
    actor.send({ type: 'editor.change', field: 'title', value: ' Stored ' });
    actor.send({ type: 'editor.save' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('saved'), SLOW_MACHINE);
    expect(actor.getSnapshot().context.draft).toEqual({ title: 'Stored', date: '2024-01-01' });

    const { actor: failing, settle, value, context } = startEditor({ entry: blank, afterSave: 'restart' });
    failing.send({ type: 'editor.save' });
    failing.send({ type: 'editor.change', field: 'title', value: 'typed meanwhile' });
    settle().reject(new Error('down'));
    await vi.waitFor(() => expect(value()).toBe('failed'), SLOW_MACHINE);
    expect(context().draft.title).toBe('typed meanwhile');
  });

  it('takes the entry as now stored without a word on the status line', async () => {
    const { actor, settle, value, context } = startEditor({ afterSave: 'restart' });
    actor.send({ type: 'editor.editDetails', entry: dune });
    actor.send({ type: 'editor.save' });
    settle().resolve();
    await vi.waitFor(() => expect(value()).toBe('saved'), SLOW_MACHINE);
    actor.send({ type: 'editor.reset', details: heat.details });
    expect(context()).toMatchObject({ draft: heat.details, target: { id: 7, details: heat.details }, status: 'Entry details saved' });
  });
});
