import '@testing-library/jest-dom/vitest';
import type { SiteConfig } from '@portfolio/contracts/config';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CONFIG } from '../../../mocks/adminMocks';
import { MemoryRouter } from '../../../routing';
import { AdminScreen } from '../AdminScreen';
import { createAdminSession } from '../logic/adminSession';

const session = () =>
  createAdminSession({ readToken: () => 'token', saveToken: () => undefined, clearToken: () => undefined, login: vi.fn() });

/** The config API: answers `stored`, and records (and echoes) each saved body. */
function stubConfigApi(stored: SiteConfig) {
  const saved: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const body: unknown = JSON.parse(String(init.body));
        saved.push(body);
        return Response.json({ config: body });
      }
      return path === '/api/config' ? Response.json(stored) : Response.json({ error: 'Not found' }, { status: 404 });
    }),
  );
  return saved;
}

function renderAbout(variant: 'simple' | 'clean') {
  return render(
    <MemoryRouter>
      <AdminScreen variant={variant} session={session()} initialTab="about" />
    </MemoryRouter>,
  );
}

describe('the about tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the stored owner name and Spotify URL and sends them with the whole config', async () => {
    const saved = stubConfigApi(ADMIN_CONFIG);
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
    stubConfigApi(ADMIN_CONFIG);
    renderAbout('simple');
    expect(screen.getByRole('tabpanel', { name: 'about' })).toBeEmptyDOMElement();
    expect(fetch).not.toHaveBeenCalledWith('/api/config', expect.anything());
  });
});
