import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Route, Switch, useCanGoBack, useNavigate, useParams, useSearchParams } from './index';

function Where({ name }: { name: string }) {
  const canGoBack = useCanGoBack();
  const navigate = useNavigate();
  const from = useSearchParams().get('from');
  const { slug } = useParams();
  return (
    <>
      <p>{`${name}${slug ? ` ${slug}` : ''}${from ? ` from ${from}` : ''}, ${canGoBack ? 'can' : 'cannot'} go back`}</p>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
      <button type="button" onClick={() => navigate('/quick?from=about')}>
        quick
      </button>
      <Link to="/writing/a-post">a post</Link>
    </>
  );
}

function App({ entries }: { entries: string[] }) {
  return (
    <MemoryRouter initialEntries={entries}>
      <Switch>
        <Route path="/writing/:slug">
          <Where name="post" />
        </Route>
        <Route path="/quick">
          <Where name="quick" />
        </Route>
        <Route>
          <Where name="elsewhere" />
        </Route>
      </Switch>
    </MemoryRouter>
  );
}

describe('SiteRouter', () => {
  it('follows links and navigation, with params, the query and whether Back stays in the visit', async () => {
    const user = userEvent.setup();
    render(<App entries={['/']} />);
    expect(screen.getByText('elsewhere, cannot go back')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'a post' }));
    expect(screen.getByText('post a-post, can go back')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'a post' })).toHaveAttribute('href', '/writing/a-post');
    await user.click(screen.getByRole('button', { name: 'quick' }));
    expect(screen.getByText('quick from about, can go back')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'back' }));
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByText('elsewhere, cannot go back')).toBeInTheDocument();
  });

  it('a link to the page already open adds no step to go back through', async () => {
    const user = userEvent.setup();
    render(<App entries={['/writing/a-post']} />);
    await user.click(screen.getByRole('link', { name: 'a post' }));
    expect(screen.getByText('post a-post, cannot go back')).toBeInTheDocument();
  });

  it('shows the first route that matches, as the server does: any case, a trailing slash, an encoded param', () => {
    const { unmount } = render(<App entries={['/Writing/A%20Post/']} />);
    expect(screen.getByText('post A Post, cannot go back')).toBeInTheDocument();
    unmount();
    render(<App entries={['/writing']} />);
    expect(screen.getByText('elsewhere, cannot go back')).toBeInTheDocument();
  });

  it('says so when a hook is used outside a router', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Where name="lost" />)).toThrow('outside a router');
    vi.mocked(console.error).mockRestore();
  });
});
