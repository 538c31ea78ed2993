import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_STORY_TOKEN } from '../../mocks/adminMocks';
import { renderAdminPage, serveAdminApi, sessionWith } from '../../testing/admin';
import { server } from '../../testing/mswServer';

const renderAdmin = (session: ReturnType<typeof sessionWith>, variant: 'simple' | 'clean' = 'clean') =>
  renderAdminPage(session, variant, 'projects');

describe('AdminScreen', () => {
  beforeEach(serveAdminApi);

  it('asks for the password when no token is stored; Login waits for one', async () => {
    renderAdmin(sessionWith(null), 'simple');
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    expect(login).toBeEnabled();
    await userEvent.click(login);
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(document.title).toMatch(/^Admin/);
  });

  it('shows the tabs, light or dark by variant, with a stored token', () => {
    const { container } = renderAdmin(sessionWith(ADMIN_STORY_TOKEN));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['uploads', 'art', 'writing', 'projects', 'about']);
    expect(screen.getByRole('tab', { name: 'projects' })).toHaveAttribute('aria-selected', 'true');
    expect(container.querySelector('[data-variant="clean"]')).toHaveAttribute('data-theme', 'dark');
  });

  it('an ended session hides the tabs behind the login form without dropping them', async () => {
    const session = sessionWith(ADMIN_STORY_TOKEN);
    renderAdmin(session);
    await userEvent.type(screen.getByLabelText('Title'), 'Draft');
    session.expire();
    expect(await screen.findByText('Session expired. Please log in again.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByDisplayValue('Draft')).not.toBeVisible();
  });

  it("asks for a new login when a list comes back as the visitors' (a token revoked elsewhere)", async () => {
    // The API answers a refused token on a public read as it answers a visitor: not marked private.
    server.use(http.get('/api/projects', () => HttpResponse.json({ projects: [] })));
    renderAdmin(sessionWith(ADMIN_STORY_TOKEN));
    expect(await screen.findByText('Session expired. Please log in again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
