import '@testing-library/jest-dom/vitest';
import { postBody } from '@portfolio/contracts/postContent';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { postLoader } from '../../data/siteData';
import { bareStatus } from '../../mocks/failures';
import { markdownPostFixture, postHandler, writingHandlers } from '../../mocks/writingMocks';
import { parseMarkdown } from '../../markdown/parseMarkdown';
import { server } from '../../testing/mswServer';
import { renderRoutes } from '../../testing/renderRoutes';
import { preparePost, WritingPostRoute } from './WritingPostRoute';

const renderPost = (entries: string[]) =>
  renderRoutes(entries, {
    '/writing/:slug': <WritingPostRoute />,
    '/writing': <p>writing list</p>,
    '/projects': <p>projects page</p>,
    '/': <p>home terminal</p>,
  });

const postUrl = `/writing/${markdownPostFixture.slug}`;

describe('WritingPostRoute', () => {
  beforeEach(() => server.use(...writingHandlers));

  it('shows the loading text, then title, date, kind and {slug}.md', async () => {
    renderPost([postUrl]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading post...');
    expect(await screen.findByRole('heading', { level: 1, name: markdownPostFixture.title })).toBeInTheDocument();
    expect(screen.getByText('notes-on-learning-rust.md')).toBeInTheDocument();
    expect(screen.getByText('essay')).toBeInTheDocument();
    expect(screen.getByText(new Date(2025, 11, 8).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }))).toBeInTheDocument();
    expect(document.title).toBe(`${markdownPostFixture.title} — student`);
  });

  it('renders the Markdown: headings under the page title, lists, code, emphasis, quotes', async () => {
    renderPost([postUrl]);
    await screen.findByRole('heading', { level: 1 });
    // The leading "# {title}" repeats the page title and is left out.
    expect(screen.getAllByRole('heading', { name: markdownPostFixture.title })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'What helped' })).toBeInTheDocument();
    // The post's own lists (the end of the post has the links to the posts beside it).
    const block = document.querySelector<HTMLElement>('[data-markdown]');
    if (block === null) throw new Error('no Markdown block');
    const lists = within(block).getAllByRole('list');
    expect(lists.map((list) => list.tagName)).toEqual(['UL', 'OL']);
    expect(screen.getByText('The borrow checker is a code reviewer.').tagName).toBe('LI');
    expect(screen.getByText(/enum Instr/).closest('pre')).not.toBeNull();
    expect(screen.getByText('cargo check').tagName).toBe('CODE');
    expect(screen.getByText('surprised').tagName).toBe('STRONG');
    expect(screen.getByText('Measure first.').closest('blockquote')).not.toBeNull();
  });

  it('keeps http(s), mailto and site links; drops javascript: and shows raw HTML as text', async () => {
    const { container } = renderPost([postUrl]);
    await screen.findByRole('heading', { level: 1 });
    const book = screen.getByRole('link', { name: 'the Rust book' });
    expect(book).toHaveAttribute('href', 'https://doc.rust-lang.org/book/');
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'mail me' })).toHaveAttribute('href', 'mailto:riley@example.com');
    expect(screen.getByRole('link', { name: 'my projects' })).toHaveAttribute('href', '/projects');
    expect(screen.queryByRole('link', { name: 'a trap' })).not.toBeInTheDocument();
    expect(screen.getByText('a trap').tagName).toBe('SPAN');
    expect(container.querySelector('[href^="javascript"]')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText(/<b>raw html stays text<\/b>/)).toBeInTheDocument();
  });

  it('drops script and event-handler HTML too', async () => {
    server.use(
      postHandler([
        {
          ...markdownPostFixture,
          content: '<script>window.hacked = true</script>\n\n<img src=x onerror="window.hacked = true">\n\n[x](JaVaScRiPt:alert(1)) [y](data:text/html,hi) ![z](javascript:alert(1))',
        },
      ]),
    );
    const { container } = renderPost([postUrl]);
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    expect(container.querySelector('[data-markdown] a[href]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('a missing post: "404: Post not found"', async () => {
    renderPost(['/writing/no-such-post']);
    expect(await screen.findByRole('heading', { level: 1, name: '404: Post not found' })).toBeInTheDocument();
    expect(document.title).toBe('Post not found — student');
  });

  it('another failure names its reason', async () => {
    server.use(bareStatus('/api/writing/:slug', 503));
    renderPost([postUrl]);
    expect(await screen.findByText('Failed to load post: 503 Service Unavailable')).toBeInTheDocument();
  });

  it('"cd ../" goes back one step in history', async () => {
    const user = userEvent.setup();
    renderPost(['/projects', postUrl]);
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('link', { name: 'cd ../' }));
    expect(await screen.findByText('projects page')).toBeInTheDocument();
  });

  it('a click on the header goes back one step in history', async () => {
    const user = userEvent.setup();
    renderPost(['/', postUrl]);
    await user.click(await screen.findByRole('heading', { level: 1 }));
    expect(await screen.findByText('home terminal')).toBeInTheDocument();
  });

  it('with no history inside the site, back goes to /writing', async () => {
    const user = userEvent.setup();
    renderPost([postUrl]);
    expect(screen.getByRole('link', { name: 'cd ../' })).toHaveAttribute('href', '/writing');
    await user.click(await screen.findByRole('heading', { level: 1 }));
    expect(await screen.findByText('writing list')).toBeInTheDocument();
  });

  it('on a 404 page the back link still works', async () => {
    const user = userEvent.setup();
    renderPost(['/writing/no-such-post']);
    await screen.findByText('404: Post not found');
    await user.click(screen.getByRole('link', { name: 'cd ../' }));
    expect(await screen.findByText('writing list')).toBeInTheDocument();
  });

  it('ends with the posts beside it (older previous, newer next) and All posts, and says its reading time', async () => {
    renderPost([postUrl]);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('1 min read')).toBeInTheDocument();
    const end = await screen.findByRole('navigation', { name: 'More writing' });
    await within(end).findByRole('link', { name: 'Debugging a Brown-Out at 2 A.M.' });
    expect(within(end).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Why I Keep a Lab Notebook', '/writing/why-i-keep-a-lab-notebook'],
      ['Debugging a Brown-Out at 2 A.M.', '/writing/debugging-a-brown-out'],
      ['← All posts', '/writing'],
    ]);
  });
});

describe('preparePost', () => {
  it('parses a post fetched with its chunk, then yields a task before the screen renders', async () => {
    vi.useFakeTimers();
    vi.spyOn(postLoader, 'peek').mockReturnValue({ status: 'ready', data: markdownPostFixture });
    let prepared = false;
    void preparePost(markdownPostFixture.slug).then(() => (prepared = true));
    const content = postBody(markdownPostFixture);
    const tree = parseMarkdown(content);
    await Promise.resolve();
    expect(prepared).toBe(false);
    await vi.runAllTimersAsync();
    expect(prepared).toBe(true);
    expect(parseMarkdown(content)).toBe(tree);
  });

  it('has nothing to do for a post that was not fetched with its chunk', async () => {
    vi.spyOn(postLoader, 'peek').mockReturnValue(undefined);
    await expect(preparePost('missing')).resolves.toBeUndefined();
  });

});
