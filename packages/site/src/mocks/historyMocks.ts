import type { HistoryKind, HistoryVersion, TrashItem } from '@portfolio/contracts/history';
import { http, HttpResponse } from 'msw';

/**
 * The owner's revision history and trash for the admin stories and tests (`adminMocks.ts` mounts
 * these handlers): a few versions of fixture items, and a trash holding a post, a project whose id
 * a live project took meanwhile, and an art entry. A restore answers as the server words it; the
 * restored item does not join the other mocks' lists (they keep their own fixtures).
 */

const versions = (...summaries: string[]): HistoryVersion[] =>
  summaries.map((summary, index) => ({ id: 100 - index, savedAt: `2026-03-0${9 - index}T10:1${index}:00.000Z`, summary }));

const HISTORY: Readonly<Record<string, readonly HistoryVersion[]>> = {
  'post/a-short-note': versions('A Short Note · 12 characters', 'A Short Note · 5 characters'),
  'project/pocket-oscilloscope': versions('Pocket Oscilloscope · in-progress · 2 images', 'Pocket Oscilloscope · planned · 0 images'),
  'art/dune': versions('Dune by F. Herbert · no review'),
  'config/site': versions('Site config · Riley Quinn · profile of 120 characters'),
};

/** Items as the server writes a version out (`versionText`): now, and as their kept versions hold them (by path and id). */
const postText = (content: string, draft = 'no') =>
  ['title: A Short Note', 'date: 2025-09-01', 'kind: note', `content: ${content}`, `draft: ${draft}`].join('\n');
const projectText = (status: string, images: readonly string[]) =>
  ['title: Pocket Oscilloscope', 'description: A tiny scope.', `status: ${status}`, 'images:', ...images.map((image) => `- ${image}`)].join('\n');
const CURRENT_TEXTS: Readonly<Record<string, string>> = {
  'post/a-short-note': postText('Short.'),
  'project/pocket-oscilloscope': projectText('completed', ['/uploads/scope-1.png', '/uploads/scope-2.png', '/uploads/scope-3.png']),
};
const VERSION_TEXTS: Readonly<Record<string, string>> = {
  'post/a-short-note/100': postText('Short, sweet', 'yes'),
  'post/a-short-note/99': postText('Short'),
  'project/pocket-oscilloscope/100': projectText('in-progress', ['/uploads/scope-1.png', '/uploads/scope-2.png']),
  'project/pocket-oscilloscope/99': projectText('planned', []),
};

const DAY_MS = 86_400_000;
/** Deleted `daysAgo` days before now, kept 30 days. */
const trashed = (item: Omit<TrashItem, 'deletedAt' | 'expiresAt'>, daysAgo: number): TrashItem => {
  const deleted = Date.now() - daysAgo * DAY_MS;
  return { ...item, deletedAt: new Date(deleted).toISOString(), expiresAt: new Date(deleted + 30 * DAY_MS).toISOString() };
};

const TRASH = (): TrashItem[] => [
  trashed({ id: 9, kind: 'art', key: 'blade-runner', title: 'Blade Runner' }, 2),
  trashed({ id: 8, kind: 'project', key: 'terminal-portfolio', title: 'Old Terminal Portfolio' }, 10),
  trashed({ id: 7, kind: 'post', key: 'old-notes', title: 'Old Notes' }, 29.5),
];

/** Keys a live item holds: a trashed item restored under one gets `-2`. */
const TAKEN = new Set(['terminal-portfolio']);

const LABELS: Readonly<Record<HistoryKind, string>> = { post: 'post', project: 'project', art: 'art entry', config: 'site config' };

const state: { history: Map<string, HistoryVersion[]>; trash: TrashItem[]; nextId: number } = { history: new Map(), trash: [], nextId: 1000 };

/** Restores the fixtures (`resetAdminApi` calls it). */
export function resetHistoryApi(): void {
  state.history = new Map(Object.entries(HISTORY).map(([path, list]) => [path, [...list]]));
  state.trash = TRASH();
  state.nextId = 1000;
}
resetHistoryApi();

const notFound = (error: string) => HttpResponse.json({ error }, { status: 404 });
const unauthorized = () => HttpResponse.json({ error: 'Invalid or expired token' }, { status: 401 });

/** The handlers, given how the other mocks tell the owner's token. */
export function historyHandlers(isOwner: (request: Request) => boolean) {
  return [
    http.get('/api/admin/history/:kind/:key', ({ request, params }) => {
      if (!isOwner(request)) return unauthorized();
      const { kind, key } = params as { kind: HistoryKind; key: string };
      return HttpResponse.json({ kind, key, versions: state.history.get(`${kind}/${key}`) ?? [] });
    }),
    http.get('/api/admin/history/:kind/:key/:revisionId', ({ request, params }) => {
      if (!isOwner(request)) return unauthorized();
      const { kind, key } = params as { kind: HistoryKind; key: string };
      const version = state.history.get(`${kind}/${key}`)?.find((candidate) => String(candidate.id) === params.revisionId);
      if (!version) return notFound('Version not found');
      const current = CURRENT_TEXTS[`${kind}/${key}`] ?? `title: ${key}`;
      return HttpResponse.json({ version, text: VERSION_TEXTS[`${kind}/${key}/${version.id}`] ?? current, current });
    }),
    http.post('/api/admin/history/:kind/:key/restore', async ({ request, params }) => {
      if (!isOwner(request)) return unauthorized();
      const { kind, key } = params as { kind: HistoryKind; key: string };
      const { revisionId } = (await request.json()) as { revisionId: number };
      const list = state.history.get(`${kind}/${key}`) ?? [];
      const version = list.find((candidate) => candidate.id === revisionId);
      if (!version) return notFound('Version not found');
      // As the server: the restore is a save, so the version it replaced heads the list.
      state.nextId += 1;
      state.history.set(`${kind}/${key}`, [{ id: state.nextId, savedAt: new Date().toISOString(), summary: 'The version before the restore' }, ...list]);
      const before = version.savedAt.slice(0, 16).replace('T', ' ');
      return HttpResponse.json({ restored: { kind, key, revisionId }, message: `Restored ${LABELS[kind]} ${key} to its version from before ${before} UTC` });
    }),
    http.get('/api/admin/trash', ({ request }) => (isOwner(request) ? HttpResponse.json({ items: state.trash }) : unauthorized())),
    http.delete('/api/admin/trash/:id', ({ request, params }) => {
      if (!isOwner(request)) return unauthorized();
      if (!state.trash.some((candidate) => String(candidate.id) === params.id)) return notFound('Trash entry not found');
      state.trash = state.trash.filter((candidate) => String(candidate.id) !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/admin/trash/:id/restore', ({ request, params }) => {
      if (!isOwner(request)) return unauthorized();
      const item = state.trash.find((candidate) => String(candidate.id) === params.id);
      if (!item) return notFound('Trash entry not found');
      state.trash = state.trash.filter((candidate) => candidate !== item);
      const key = TAKEN.has(item.key) ? `${item.key}-2` : item.key;
      const what = LABELS[item.kind];
      const message = key === item.key ? `Restored ${what} ${key}` : `Restored ${what} as ${key} (${item.key} was taken)`;
      return HttpResponse.json({ restored: { kind: item.kind, key, previousKey: key === item.key ? null : item.key, title: item.title }, message });
    }),
  ];
}
