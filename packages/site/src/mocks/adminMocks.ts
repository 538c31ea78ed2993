import type { ArtEntry, ArtKind, ArtResponse } from '@portfolio/contracts/art';
import { BACKUP_CONTENT_TYPE, BACKUP_FORMAT, BACKUP_PATH } from '@portfolio/contracts/backup';
import type { SiteConfig, SiteConfigInput } from '@portfolio/contracts/config';
import {
  MEDIA_ALT_FIELD,
  MEDIA_FIELD,
  MEDIA_FORMATS,
  MEDIA_CONTENT_TYPES,
  type Media,
  type MediaListItem,
  mediaAcceptedText,
  mediaFileUrl,
  mediaWidths,
  parseMediaUrl,
} from '@portfolio/contracts/media';
import type { Project } from '@portfolio/contracts/projects';
import type { WritingPost } from '@portfolio/contracts/writing';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { ownerFixture } from './configFixtures';
import { historyHandlers, resetHistoryApi } from './historyMocks';
import { MEDIA_DIAGRAM, MEDIA_PHOTO, MEDIA_SMALL, mediaHandler } from './mediaMocks';
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

/** An item as the mock stores it: `draft` when it is one. */
type Stored<T> = T & { readonly draft?: boolean };

const PROJECTS: Stored<Project>[] = [
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
    imageAlts: [],
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
    images: [MEDIA_PHOTO],
    imageAlts: ['The home terminal, mid-command'],
  },
];

const LONG_REVIEW =
  'A record made almost entirely by one person in a home studio, which is exactly why I like it: every layer sounds like a decision someone made at 3 a.m.';

const POSTS: Stored<WritingPost>[] = [
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

/** The owner's uploads, newest first: the photo is in a project, the other two are used nowhere. */
const MEDIA: MediaListItem[] = [
  { ...storedMedia(MEDIA_PHOTO, 'The home terminal, mid-command'), referenced: true, bytes: 412_304, createdAt: '2026-03-02T09:30:00.000Z' },
  { ...storedMedia(MEDIA_DIAGRAM, 'Wiring diagram of the scope'), referenced: false, bytes: 61_210, createdAt: '2026-02-20T18:05:00.000Z' },
  { ...storedMedia(MEDIA_SMALL, ''), referenced: false, bytes: 28_944, createdAt: '2026-01-11T12:00:00.000Z' },
];

/** The image a stored `/media/…` URL names, as the API describes it: every width in AVIF, WebP and its family. */
function storedMedia(url: string, alt: string): Media {
  const file = parseMediaUrl(url);
  if (file === null) throw new Error(`not a media URL: ${url}`);
  const family = file.format;
  const variants = MEDIA_FORMATS.filter((format) => format === 'avif' || format === 'webp' || format === family).flatMap((format) =>
    mediaWidths(file.width).map((width) => ({ url: mediaFileUrl({ ...file, fileWidth: width, format }), width, type: MEDIA_CONTENT_TYPES[format] })),
  );
  return { id: file.hash, url, width: file.width, height: file.height, type: MEDIA_CONTENT_TYPES[family], alt, variants };
}

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
  media: [...MEDIA],
  uploads: 0,
};

/** A draft post and a draft project, for the drafts' tests and stories (`addAdminDrafts`). */
export const DRAFT_POST: Stored<WritingPost> = {
  slug: 'half-written-thoughts',
  title: 'Half-Written Thoughts',
  date: '2026-03-01',
  kind: 'note',
  content: 'Not ready for anyone yet.',
  draft: true,
};
export const DRAFT_PROJECT: Stored<Project> = {
  id: 'secret-rover',
  title: 'Secret Rover',
  description: 'A rover nobody may see yet.',
  tech: ['Rust'],
  type: 'hardware',
  date: '2026-02-01',
  status: 'planned',
  github: null,
  demo: null,
  images: [],
  imageAlts: [],
  draft: true,
};

/** Adds `DRAFT_POST` and `DRAFT_PROJECT` to the fixtures (after `resetAdminApi`). */
export function addAdminDrafts(): void {
  state.posts = [DRAFT_POST, ...state.posts];
  state.projects = [DRAFT_PROJECT, ...state.projects];
}

/**
 * As the API answers a list: a visitor's leaves drafts out and never says `draft`; the owner's
 * (the bearer token) holds every item, each with `draft`.
 */
function visibleTo<T extends { readonly draft?: boolean }>(request: Request, items: readonly T[]) {
  return authorized(request)
    ? items.map((item) => ({ ...item, draft: item.draft === true }))
    : items.filter((item) => item.draft !== true).map(({ draft: _draft, ...item }) => item);
}

/** As the API answers a read: the owner's is marked private (`auth/ownerRead.ts`), which the site checks. */
function readAnswer(request: Request, body: JsonBodyType) {
  return HttpResponse.json(body, authorized(request) ? { headers: { 'Cache-Control': 'private, no-store' } } : undefined);
}

/** Restores the fixtures. */
export function resetAdminApi(): void {
  state.projects = [...PROJECTS];
  state.posts = [...POSTS];
  state.art = [...ART];
  state.covers = { ...COVERS };
  state.config = { ...ADMIN_CONFIG };
  state.media = [...MEDIA];
  state.uploads = 0;
  resetHistoryApi();
}

/** What still shows an image (its hash in a project's images, a cover, a post or the config), as the API names them. */
function mediaUsers(hash: string): string[] {
  const shows = (text: string | null) => text !== null && text.includes(`/media/${hash}_`);
  return [
    ...state.projects.filter((project) => project.images.some(shows)).map((project) => `project ${project.id}`),
    ...Object.entries(state.covers)
      .filter(([, cover]) => shows(cover))
      .map(([category]) => `the ${category} cover`),
    ...state.posts.filter((post) => shows(post.content)).map((post) => `post ${post.slug}`),
    ...(Object.values(state.config).some((value) => typeof value === 'string' && shows(value)) ? ['the site config'] : []),
  ];
}

/**
 * `POST /api/admin/media`: every upload is stored as a 1600 × 1200 photo (the mock reads no pixels),
 * under a new hash; its alt text is kept.
 */
async function storeUpload(request: Request) {
  const form = await request.formData();
  const file = form.get(MEDIA_FIELD);
  if (file === null || typeof file === 'string') {
    return HttpResponse.json({ error: `${MEDIA_FIELD}: an image is required (multipart field "${MEDIA_FIELD}")` }, { status: 400 });
  }
  state.uploads += 1;
  const hash = `upload${String(state.uploads).padStart(16, '0')}`;
  const alt = form.get(MEDIA_ALT_FIELD);
  const media = storedMedia(`/media/${hash}_1600x1200_1600.jpg`, typeof alt === 'string' ? alt.trim() : '');
  state.media = [{ ...media, referenced: false, bytes: file.size, createdAt: new Date().toISOString() }, ...state.media];
  return HttpResponse.json({ media }, { status: 201 });
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

/** The API's reasons for refusing an upload, by status (as `packages/api` words them). */
export const MEDIA_REFUSALS_FROM_API = {
  401: 'Invalid or expired token',
  413: 'file: must be at most 15 MB',
  415: `file: only ${mediaAcceptedText()} images are accepted`,
  422: `file: the image could not be read (corrupt or truncated); ${mediaAcceptedText()} images are accepted`,
} as const;

/** Every image upload refused with `status` and the API's reason for it. */
export function refusingUploads(status: keyof typeof MEDIA_REFUSALS_FROM_API) {
  return http.post('/api/admin/media', () => HttpResponse.json({ error: MEDIA_REFUSALS_FROM_API[status] }, { status }));
}

/** Every image delete refused with 409: something came to show the image after the list loaded. */
export function refusingMediaDelete(error = 'Image still in use by project terminal-portfolio') {
  return http.delete('/api/admin/media/:id', () => HttpResponse.json({ error }, { status: 409 }));
}

export const adminHandlers = [
  // Not gzip: a stand-in with the archive's header line, enough for the download button.
  http.get(BACKUP_PATH, ({ request }) =>
    authorized(request)
      ? new HttpResponse(`${JSON.stringify({ format: BACKUP_FORMAT, version: 1 })}\n`, {
          headers: { 'Content-Type': BACKUP_CONTENT_TYPE, 'Content-Disposition': `attachment; filename="${BACKUP_FORMAT}-2026-03-04.ndjson.gz"`, 'Cache-Control': 'no-store' },
        })
      : unauthorized(),
  ),
  http.post('/api/admin/media', ({ request }) => (authorized(request) ? storeUpload(request) : unauthorized())),
  http.get('/api/admin/media', ({ request }) => {
    if (!authorized(request)) return unauthorized();
    return HttpResponse.json({ media: state.media.map((item) => ({ ...item, referenced: mediaUsers(item.id).length > 0 })) });
  }),
  http.delete('/api/admin/media/:id', ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const item = state.media.find((candidate) => candidate.id === params.id);
    if (!item) return notFound('Image not found');
    const users = mediaUsers(item.id);
    if (users.length > 0) return HttpResponse.json({ error: `Image still in use by ${users.join(', ')}` }, { status: 409 });
    state.media = state.media.filter((candidate) => candidate !== item);
    return new HttpResponse(null, { status: 204 });
  }),
  mediaHandler,
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
  http.get('/api/projects', ({ request }) => readAnswer(request, { projects: visibleTo(request, state.projects) })),
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
  http.get('/api/writing', ({ request }) => {
    const items = visibleTo(request, state.posts).map(({ content: _content, ...item }) => item);
    return readAnswer(request, { items, total: items.length });
  }),
  http.get('/api/writing/:slug', ({ request, params }) => {
    const post = visibleTo(request, state.posts).find((candidate) => candidate.slug === params.slug);
    return post ? readAnswer(request, post) : notFound('Post not found');
  }),
  adminWrites('/api/admin/writing', 'post', 'slug', 'Post not found', {
    get: () => state.posts,
    set: (posts) => {
      state.posts = posts;
    },
  }),
  ...historyHandlers(authorized),
];

