import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CONFIG, ADMIN_STORY_TOKEN } from '../../../mocks/adminMocks';
import { renderAdminPage, serveAdminApi, sessionWith } from '../../../testing/admin';
import { http, HttpResponse } from 'msw';
import { recordPosts, server } from '../../../testing/mswServer';

const renderAbout = (variant: 'simple' | 'clean') => renderAdminPage(sessionWith(ADMIN_STORY_TOKEN), variant, 'about');

describe('the about tab', () => {
  // The admin stories' in-memory API, holding ADMIN_CONFIG.
  beforeEach(serveAdminApi);

  it('shows the stored owner name and Spotify URL and sends them with the whole config', async () => {
    const saved = recordPosts('/api/admin/config');
    renderAbout('clean');
    const name = await screen.findByLabelText('Owner name');
    expect(name).toHaveValue('Riley Chen');
    expect(screen.getByLabelText('Spotify URL')).toHaveValue('https://open.spotify.com/user/riley-chen-example');

    await userEvent.clear(name);
    await userEvent.type(name, 'Sam Lee');
    await userEvent.click(screen.getByRole('button', { name: 'Save About Config' }));
    expect(await screen.findByText('About config saved')).toBeInTheDocument();
    expect(saved).toEqual([{ ...ADMIN_CONFIG, ownerName: 'Sam Lee' }]);
  });

  it('sends the owner\'s X and fediverse handles when given, and leaves an empty one out (not set)', async () => {
    const saved = recordPosts('/api/admin/config');
    renderAbout('clean');
    const x = await screen.findByLabelText('X (Twitter) handle (@name)');
    expect(x).toHaveValue('');
    await userEvent.type(x, '@rileychen');
    await userEvent.type(screen.getByLabelText('Fediverse handle (@name@host)'), '@riley@mastodon.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save About Config' }));
    expect(await screen.findByText('About config saved')).toBeInTheDocument();
    expect(saved).toEqual([{ ...ADMIN_CONFIG, xHandle: '@rileychen', fediverseHandle: '@riley@mastodon.example' }]);

    await userEvent.clear(await screen.findByLabelText('X (Twitter) handle (@name)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save About Config' }));
    await vi.waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ ...ADMIN_CONFIG, fediverseHandle: '@riley@mastodon.example' });
  });

  it('shows the server\'s refusal of a handle that is not one, the typed text kept', async () => {
    const reason = 'fediverseHandle: must be a fediverse handle such as @name@mastodon.social, or empty';
    server.use(http.post('/api/admin/config', () => HttpResponse.json({ error: reason }, { status: 400 })));
    renderAbout('clean');
    const handle = await screen.findByLabelText('Fediverse handle (@name@host)');
    await userEvent.type(handle, 'riley@mastodon.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save About Config' }));
    expect(await screen.findByText('Failed to save about config')).toBeInTheDocument();
    expect(screen.getAllByText(reason).length).toBeGreaterThan(0);
    expect(handle).toHaveValue('riley@mastodon.example');
  });

  it('is empty on the simple admin, which therefore never saves the config', () => {
    vi.spyOn(globalThis, 'fetch');
    renderAbout('simple');
    expect(screen.getByRole('tabpanel', { name: 'about' })).toBeEmptyDOMElement();
    expect(fetch).not.toHaveBeenCalledWith('/api/config', expect.anything());
  });
});
