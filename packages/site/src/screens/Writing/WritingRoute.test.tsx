import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useParams } from '../../routing';
import { bareStatus } from '../../mocks/failures';
import { writingEmptyHandlers, writingHandlers, writingListFixture, writingListHandler } from '../../mocks/writingMocks';
import { liveCommandBox } from '../../testing/liveTerminal';
import { server } from '../../testing/mswServer';
import { commandBox, renderRoutes, terminalLog as log } from '../../testing/renderRoutes';
import { WritingRoute } from './WritingRoute';

function PostPage() {
  return <p>post page {useParams().slug}</p>;
}

const renderWriting = () =>
  renderRoutes(['/writing'], { '/writing': <WritingRoute />, '/writing/:slug': <PostPage />, '/': <p>home terminal</p> });

describe('WritingRoute', () => {
  beforeEach(() => server.use(...writingHandlers));

  it('shows the loading text, then "Found 3 posts", newest first, as links to the posts', async () => {
    renderWriting();
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts...');
    expect(await screen.findByText('Found 3 posts')).toBeInTheDocument();
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'debugging-a-brown-out.txt',
      'notes-on-learning-rust.txt',
      'why-i-keep-a-lab-notebook.txt',
    ]);
    expect(links[0]).toHaveAttribute('href', '/writing/debugging-a-brown-out');
    expect(screen.getAllByTestId('prompt').at(-1)).toHaveTextContent(/^portfolio@.+:~\/writing\$$/);
    expect(document.title).toBe('Writing — student');
  });

  it('"Found 1 post" for one; "No files found" for none', async () => {
    server.use(writingListHandler(writingListFixture.slice(0, 1)));
    const { unmount } = renderWriting();
    expect(await screen.findByText('Found 1 post')).toBeInTheDocument();
    unmount();
    server.use(...writingEmptyHandlers);
    renderWriting();
    expect(await screen.findByText('No files found')).toBeInTheDocument();
  });

  it('cat prints the post; a typed slug too; errors read as the spec says', async () => {
    const user = userEvent.setup();
    renderWriting();
    await user.type(await waitFor(() => liveCommandBox(screen)), 'cat why-i-keep-a-lab-notebook.txt{Enter}');
    expect(await log().findByText('Every project gets a plain paper notebook.')).toBeInTheDocument();
    expect(log().getByText('Why I Keep a Lab Notebook')).toBeInTheDocument();

    await user.type(commandBox(), 'clear{Enter}debugging-a-brown-out{Enter}');
    expect(await log().findByText('The greenhouse controller kept rebooting.')).toBeInTheDocument();

    await user.type(commandBox(), 'cat{Enter}cd home{Enter}cat nope.txt{Enter}');
    expect(await log().findByText('cat: nope.txt: No such file or directory')).toBeInTheDocument();
    expect(log().getByText('Usage: cat <filename>.txt')).toBeInTheDocument();
    expect(log().getByText('Usage: cd ..')).toBeInTheDocument();
  });

  it('the rendered link of a printed post opens its page; cd .. goes home', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWriting();
    await user.type(await waitFor(() => liveCommandBox(screen)), 'cat debugging-a-brown-out.txt{Enter}');
    await user.click(await log().findByRole('link', { name: 'debugging-a-brown-out.md' }));
    expect(await screen.findByText('post page debugging-a-brown-out')).toBeInTheDocument();
    unmount();

    renderWriting();
    await user.type(await waitFor(() => liveCommandBox(screen)), 'cd ..{Enter}');
    expect(await screen.findByText('home terminal')).toBeInTheDocument();
  });

  it('a failed list load still gives a terminal, with the reason, and does not claim there are no posts', async () => {
    server.use(bareStatus('/api/writing', 503));
    renderWriting();
    expect(await waitFor(() => liveCommandBox(screen))).toBeInTheDocument();
    expect(screen.getByText('Failed to load writing posts: 503 Service Unavailable')).toBeInTheDocument();
    expect(screen.queryByText('No files found')).toBeNull();
  });
});
