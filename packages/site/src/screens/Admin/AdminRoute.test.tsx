import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../routing';
import type { LoginOutcome } from '../../api/loginApi';
import { AdminRoute } from './AdminRoute';
import { createAdminSession } from './logic/adminSession';

function sessionWith(token: string | null, outcome: LoginOutcome = { kind: 'denied', error: 'Invalid password' }) {
  let stored = token;
  return createAdminSession({
    readToken: () => stored,
    saveToken: (next) => {
      stored = next;
    },
    clearToken: () => {
      stored = null;
    },
    login: vi.fn(async () => outcome),
  });
}

function renderAdmin(session: ReturnType<typeof sessionWith>, variant: 'simple' | 'clean' = 'clean') {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ projects: [] }), { status: 200 })));
  return render(
    <MemoryRouter>
      <AdminRoute variant={variant} session={session} initialTab="projects" />
    </MemoryRouter>,
  );
}

describe('AdminScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

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
    const { container } = renderAdmin(sessionWith('token'));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['uploads', 'art', 'writing', 'projects', 'about']);
    expect(screen.getByRole('tab', { name: 'projects' })).toHaveAttribute('aria-selected', 'true');
    expect(container.querySelector('[data-variant="clean"]')).toHaveAttribute('data-theme', 'dark');
  });

  it('an ended session hides the tabs behind the login form without dropping them', async () => {
    const session = sessionWith('token');
    renderAdmin(session);
    await userEvent.type(screen.getByLabelText('Title'), 'Draft');
    session.expire();
    expect(await screen.findByText('Session expired. Please log in again.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByDisplayValue('Draft')).not.toBeVisible();
  });
});
