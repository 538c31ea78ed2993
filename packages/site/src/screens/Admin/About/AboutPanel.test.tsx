import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CONFIG, ADMIN_STORY_TOKEN } from '../../../mocks/adminMocks';
import { renderAdminPage, serveAdminApi, sessionWith } from '../../../testing/admin';
import { recordPosts } from '../../../testing/mswServer';

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

  it('is empty on the simple admin, which therefore never saves the config', () => {
    vi.spyOn(globalThis, 'fetch');
    renderAbout('simple');
    expect(screen.getByRole('tabpanel', { name: 'about' })).toBeEmptyDOMElement();
    expect(fetch).not.toHaveBeenCalledWith('/api/config', expect.anything());
  });
});
