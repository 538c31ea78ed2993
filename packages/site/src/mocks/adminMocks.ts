import type { ArtEntry, ArtKind, ArtResponse } from '@portfolio/contracts/art';
import type { SiteConfig, SiteConfigInput } from '@portfolio/contracts/config';
import type { Project } from '@portfolio/contracts/projects';
import type { WritingPost } from '@portfolio/contracts/writing';
import { http, HttpResponse } from 'msw';
import { ownerFixture } from './configFixtures';
import { placeholderImage } from './placeholderImage';

export { failingList, refusing } from './failures';

/**
 * A small in-memory API for the admin stories and tests (no server needed): the lists answer what
 * the writes changed, so a play function can add a project and see it listed. `resetAdminApi()`
 * restores the fixtures (before each story and each test).
 */

export const ADMIN_STORY_PASSWORD = 'owner-password';
export const ADMIN_STORY_TOKEN = 'story.admin.token';

const cover = (label: string, colour: string) => placeholderImage(label, colour, { width: 240, height: 240, fontSize: 24 });

const PROJECTS: Project[] = [
  {
    id: 'pocket-oscilloscope',
    title: 'Pocket Oscilloscope',
    description: 'A two-channel oscilloscope that fits in a mint tin.',
    tech: ['STM32', 'C'],
    type: 'hardware',
    date: '2025-11-14',
    status: 'completed',
    github: 'https://github.com/example/pocket-scope',
    demo: null,
    images: [],
  },
  {
    id: 'terminal-portfolio',
    title: 'Terminal Portfolio',
    description: 'This site: a portfolio you browse like a shell.',
    tech: ['React', 'TypeScript'],
    type: 'software',
    date: '2026-01-10',
    status: 'in-progress',
    github: null,
    demo: null,
    images: [],
  },
];

const LONG_REVIEW =
  'A record made almost entirely by one person in a home studio, which is exactly why I like it: every layer sounds like a decision someone made at 3 a.m.';

const POSTS: WritingPost[] = [
  {
    slug: 'debugging-a-brown-out',
    title: 'Debugging a Brown-Out at 2 A.M.',
    date: '2026-02-15',
    kind: 'essay',
    content:
      '# Debugging a Brown-Out\n\nThe greenhouse controller kept rebooting every night at two, and the logs said nothing at all. ' +
      'It took a scope, a cold night and a lot of coffee to find the sagging regulator.',
  },
  { slug: 'currents', title: 'Currents', date: '2025-10-11', kind: 'review', content: LONG_REVIEW },
  { slug: 'a-short-note', title: 'A Short Note', date: '2025-09-01', kind: 'note', content: 'Short.' },
];

const ART: ArtEntry[] = [
  { id: 'currents', slug: 'currents', kind: 'music', title: 'Currents', creator: 'Tame Impala', date: '2025-10-11', hasReview: true },
  { id: 'dune', slug: 'dune', kind: 'books', title: 'Dune', creator: 'Frank Herbert', date: '2025-11-20', hasReview: false },
];

const COVERS: Record<ArtKind, string | null> = { music: cover('music', '#3a2d5c'), books: null, movies: cover('movies', '#24403a'), shows: null };

export const ADMIN_CONFIG: SiteConfig = {
  ...ownerFixture,
  profileText: "Hi, I'm Riley Chen, a computer engineering student.",
  skillsJson: '{"languages":["C","Rust","TypeScript"]}',
  resumeText: 'Riley Chen — Computer Engineering, B.Eng. expected 2027',
  resumeDownloadLink: '/demo/riley-chen-resume.pdf',
  quickviewTagline: 'Embedded systems and tidy firmware.',
  currentFocus: ['A greenhouse controller', 'A RISC-V simulator'],
  recentExperiences: ['Embedded systems intern (summer 2025)'],
};

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'item';

interface Body {
  readonly [key: string]: unknown;
}

const state = {
  projects: [...PROJECTS],
  posts: [...POSTS],
  art: [...ART],
  covers: { ...COVERS },
  config: { ...ADMIN_CONFIG },
};

/** Restores the fixtures. */
export function resetAdminApi(): void {
  state.projects = [...PROJECTS];
  state.posts = [...POSTS];
  state.art = [...ART];
  state.covers = { ...COVERS };
  state.config = { ...ADMIN_CONFIG };
}

const notFound = (error: string) => HttpResponse.json({ error }, { status: 404 });
const authorized = (request: Request) => request.headers.get('Authorization') === `Bearer ${ADMIN_STORY_TOKEN}`;
const unauthorized = () => HttpResponse.json({ error: 'Invalid or expired token' }, { status: 401 });

function grouped(): ArtResponse {
  const category = (kind: ArtKind) => ({
    currentCover: state.covers[kind],
    items: state.art.filter((entry) => entry.kind === kind).map(({ kind: _kind, ...item }) => item),
  });
  return { music: category('music'), books: category('books'), movies: category('movies'), shows: category('shows') };
}

function saveReview(entry: ArtEntry, content: unknown): ArtEntry {
  if (typeof content !== 'string' || content.trim() === '') return entry;
  const post: WritingPost = { slug: entry.slug, title: entry.title, date: entry.date, kind: 'review', content };
  state.posts = [post, ...state.posts.filter((existing) => existing.slug !== entry.slug)];
  return { ...entry, hasReview: true };
}

interface Store<T> {
  get(): T[];
  set(items: T[]): void;
}

/**
 * `POST path` with `{action: add | edit | remove}`, as the server answers it for projects and posts:
 * an added item is keyed by its slugified title and answered as `{[name]: item}` (201); an edit
 * merges `update`; a removal answers `{removed: {[key]}}`; an unknown key is a 404.
 */
function adminWrites<T extends object, K extends keyof T & string>(path: string, name: string, key: K, missing: string, store: Store<T>) {
  return http.post(path, async ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const body = (await request.json()) as Body & { update?: Partial<T> };
    if (body.action === 'add') {
      const { action: _action, ...fields } = body;
      const item = { ...fields, [key]: slugOf(String(body.title)) } as T;
      store.set([item, ...store.get()]);
      return HttpResponse.json({ [name]: item }, { status: 201 });
    }
    const existing = store.get().find((item) => item[key] === body[key]);
    if (!existing) return notFound(missing);
    if (body.action === 'remove') {
      store.set(store.get().filter((item) => item !== existing));
      return HttpResponse.json({ removed: { [key]: existing[key] } });
    }
    const item = { ...existing, ...body.update };
    store.set(store.get().map((candidate) => (candidate === existing ? item : candidate)));
    return HttpResponse.json({ [name]: item });
  });
}

export const adminHandlers = [
  http.post('/api/login', async ({ request }) => {
    const body = (await request.json()) as Body;
    return body.password === ADMIN_STORY_PASSWORD
      ? HttpResponse.json({ token: ADMIN_STORY_TOKEN })
      : HttpResponse.json({ error: 'Invalid password' }, { status: 401 });
  }),
  http.get('/api/config', () => HttpResponse.json(state.config)),
  http.post('/api/admin/config', async ({ request }) => {
    if (!authorized(request)) return unauthorized();
    // As the server: fields the body leaves out (ownerName, spotifyUrl) keep their stored values.
    state.config = { ...state.config, ...((await request.json()) as SiteConfigInput) };
    return HttpResponse.json({ config: state.config });
  }),
  http.post('/api/upload-resume', ({ request }) => {
    if (!authorized(request)) return unauthorized();
    state.config = { ...state.config, resumeDownloadLink: '/uploads/0123456789abcdef0123456789abcdef.pdf' };
    return HttpResponse.json({ url: state.config.resumeDownloadLink }, { status: 201 });
  }),
  http.get('/api/projects', () => HttpResponse.json({ projects: state.projects })),
  adminWrites('/api/admin/projects', 'project', 'id', 'Project not found', {
    get: () => state.projects,
    set: (projects) => {
      state.projects = projects;
    },
  }),
  http.get('/api/art', ({ request }) =>
    new URL(request.url).searchParams.get('kind') === 'all' ? HttpResponse.json({ items: state.art }) : HttpResponse.json(grouped()),
  ),
  http.post('/api/art', async ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const body = (await request.json()) as { category: ArtKind; currentCover: string | null };
    state.covers = { ...state.covers, [body.category]: body.currentCover };
    return HttpResponse.json(body);
  }),
  http.post('/api/admin/art', async ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const body = (await request.json()) as Body & { update?: Partial<ArtEntry> };
    if (body.action === 'add') {
      const slug = slugOf(String(body.title));
      const base = { id: slug, slug, kind: body.kind, title: body.title, creator: body.creator, date: body.date, hasReview: false } as ArtEntry;
      const entry = saveReview(base, body.content);
      state.art = [entry, ...state.art];
      return HttpResponse.json({ entry }, { status: 201 });
    }
    const existing = state.art.find((entry) => entry.id === body.id);
    if (!existing) return notFound('Art entry not found');
    if (body.action === 'remove') {
      state.art = state.art.filter((entry) => entry !== existing);
      state.posts = state.posts.filter((post) => post.slug !== existing.slug);
      return HttpResponse.json({ removed: { id: existing.id, review: existing.hasReview } });
    }
    const entry = saveReview({ ...existing, ...body.update }, body.content);
    state.art = state.art.map((candidate) => (candidate === existing ? entry : candidate));
    return HttpResponse.json({ entry });
  }),
  http.get('/api/writing', () =>
    HttpResponse.json({ items: state.posts.map(({ content: _content, ...item }) => item), total: state.posts.length }),
  ),
  http.get('/api/writing/:slug', ({ params }) => {
    const post = state.posts.find((candidate) => candidate.slug === params.slug);
    return post ? HttpResponse.json(post) : notFound('Post not found');
  }),
  adminWrites('/api/admin/writing', 'post', 'slug', 'Post not found', {
    get: () => state.posts,
    set: (posts) => {
      state.posts = posts;
    },
  }),
];

