import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../auth/adminToken';
import { projectsFixture } from '../../../mocks/projectsMocks';
import { writingListFixture, writingListHandler } from '../../../mocks/writingMocks';
import { server } from '../../../testing/mswServer';
import { renderRoutes } from '../../../testing/renderRoutes';
import { ProjectDetailRoute } from '../../ProjectDetail/ProjectDetailRoute';
import { WritingPostRoute } from '../../WritingPost/WritingPostRoute';
import { DRAFT_NOTICE } from './DraftNotice';

const TOKEN = 'owner.test.token';
const DRAFT = { slug: 'secret-plans', title: 'Secret Plans', date: '2026-04-01', kind: 'note', content: 'Not yet.' };
const DRAFT_PROJECT = { ...projectsFixture[0]!, id: 'secret-rover', title: 'Secret Rover' };

/** The API as it answers drafts: a 404 to visitors (and to a refused token), the draft to the owner's token. */
const isOwner = (request: Request) => request.headers.get('Authorization') === `Bearer ${TOKEN}`;
/** The API marks the owner's answers private (`auth/ownerRead.ts`); the site checks it. */
const OWNER_ANSWER = { headers: { 'Cache-Control': 'private, no-store' } };
const draftHandlers = (draft: boolean) => [
  // The post's page reads the list too, for its previous and next posts: a draft is in no visitor's list.
  writingListHandler(writingListFixture),
  http.get('/api/writing/:slug', ({ request, params }) =>
    params.slug === DRAFT.slug && isOwner(request) ? HttpResponse.json({ ...DRAFT, draft }, OWNER_ANSWER) : HttpResponse.json({ error: 'Post not found' }, { status: 404 }),
  ),
  http.get('/api/projects', ({ request }) =>
    isOwner(request)
      ? HttpResponse.json({ projects: [...projectsFixture, { ...DRAFT_PROJECT, draft }].map((project) => ({ draft: false, ...project })) }, OWNER_ANSWER)
      : HttpResponse.json({ projects: projectsFixture }),
  ),
];

const renderAt = (path: string) =>
  renderRoutes([path], {
    '/writing/:slug': <WritingPostRoute />,
    '/projects/:id': <ProjectDetailRoute />,
    '/writing': <p>writing list</p>,
    '/projects': <p>projects list</p>,
  });

describe('a draft opened by its owner', () => {
  beforeEach(() => server.use(...draftHandlers(true)));
  afterEach(() => window.localStorage.clear());

  it('shows a visitor (no token in this browser) the 404 of a missing post', async () => {
    renderAt(`/writing/${DRAFT.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: '404: Post not found' })).toBeInTheDocument();
    expect(screen.queryByText(DRAFT_NOTICE)).toBeNull();
  });

  it('shows the owner the post as visitors will see it, under the draft line', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, TOKEN);
    renderAt(`/writing/${DRAFT.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: DRAFT.title })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Draft — visitors cannot see this');
    expect(screen.getByText('Not yet.')).toBeInTheDocument();
    expect(document.title).toBe(`${DRAFT.title} — student`);
  });

  it('keeps the 404 for a stale token, and for a post that is no draft', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'stale.token');
    renderAt(`/writing/${DRAFT.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: '404: Post not found' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows the owner a draft project under the draft line; a visitor gets "Project not found"', async () => {
    const { unmount } = renderAt(`/projects/${DRAFT_PROJECT.id}`);
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
    unmount();
    window.localStorage.setItem(ADMIN_TOKEN_KEY, TOKEN);
    renderAt(`/projects/${DRAFT_PROJECT.id}`);
    expect(await screen.findByRole('heading', { name: DRAFT_PROJECT.title })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(DRAFT_NOTICE);
  });
});

describe('a published item the owner’s token finds', () => {
  beforeEach(() => server.use(...draftHandlers(false)));
  afterEach(() => window.localStorage.clear());

  it('is not shown as a draft: only drafts come back this way', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, TOKEN);
    renderAt(`/writing/${DRAFT.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: '404: Post not found' })).toBeInTheDocument();
    // Give the owner's read its turn: the page stays the 404.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
