import type { WritingPost } from '@portfolio/contracts/writing';
import { runLine } from '@portfolio/terminal-ui/engine/commandTable';
import { complete } from '@portfolio/terminal-ui/engine/completion';
import { clear, fillEntry, navigateEntry, navigateTo, printError, printText, setTheme } from '@portfolio/terminal-ui/engine/output';
import type { Effect } from '@portfolio/terminal-ui/engine/types';
import { describe, expect, it, vi } from 'vitest';
import { sortNewestFirst } from '../domain/writingPosts';
import { postFixtures, writingListFixture } from '../mocks/writingMocks';
import { effectText } from '../testing/effectText';
import { createWritingCommands, openTypedPost, writingCandidates, type WritingContext } from './writingCommands';
import { everyScreenCommandNames } from './everyScreenCommands';

const posts = sortNewestFirst(writingListFixture);
const table = createWritingCommands();

function context(list = posts) {
  const loadPost = vi.fn(async (slug: string): Promise<WritingPost | null> => postFixtures.find((post) => post.slug === slug) ?? null);
  const ctx: WritingContext = { theme: 'light', posts: list, loadPost, locale: 'en-US' };
  return { ctx, loadPost };
}

async function run(line: string, ctx: WritingContext = context().ctx, commands = table): Promise<readonly Effect[]> {
  return await runLine(commands, line, ctx, openTypedPost);
}

const lines = async (line: string, ctx?: WritingContext) => effectText(await run(line, ctx));

const brownOut = [
  'Title: Debugging a Brown-Out at 2 A.M.',
  'Date: Feb 15, 2026',
  'Kind: essay',
  '',
  // The Markdown as terminal text: the heading without its `#` (bold, `markdown/terminalMarkdown.ts`).
  'Debugging a Brown-Out at 2 A.M.',
  '',
  'The greenhouse controller kept rebooting.',
  '',
  'Rendered: debugging-a-brown-out.md',
];

describe('writing ls', () => {
  it('repeats the load failure when the list could not be loaded, rather than "No files found"', async () => {
    const ctx: WritingContext = { ...context([]).ctx, loadFailure: 'Failed to load writing posts: 500 Internal Server Error' };
    expect(await run('ls', ctx)).toEqual([printError('Failed to load writing posts: 500 Internal Server Error')]);
  });

  it('prints "Found N posts", newest first, each {slug}.txt with a local date', async () => {
    expect(await lines('ls')).toEqual([
      'Found 3 posts',
      '├── debugging-a-brown-out.txt  Feb 15, 2026',
      '├── notes-on-learning-rust.txt  Dec 8, 2025',
      '└── why-i-keep-a-lab-notebook.txt  Oct 19, 2025',
    ]);
  });

  it('a file fills its cat command', async () => {
    const [, first] = await run('ls');
    expect(first).toMatchObject({
      segments: [expect.anything(), fillEntry('debugging-a-brown-out.txt', 'cat debugging-a-brown-out.txt'), expect.anything()],
    });
  });

  it('says "Found 1 post" for one, "No files found" for none', async () => {
    expect((await lines('ls', context(posts.slice(0, 1)).ctx))[0]).toBe('Found 1 post');
    expect(await lines('ls', context([]).ctx)).toEqual(['No files found']);
  });

  it('takes no argument', async () => {
    expect(await run('ls -la')).toEqual([printError('ls: too many arguments')]);
  });
});

describe('writing cat', () => {
  it('prints title, local date, kind, the content as terminal text, and a link to the page', async () => {
    const { ctx, loadPost } = context();
    expect(await lines('cat debugging-a-brown-out.txt', ctx)).toEqual(brownOut);
    expect(loadPost).toHaveBeenCalledWith('debugging-a-brown-out');
    const effects = await run('cat debugging-a-brown-out.txt', ctx);
    expect(effects.at(-1)).toMatchObject({
      segments: [expect.anything(), navigateEntry('debugging-a-brown-out.md', '/writing/debugging-a-brown-out')],
    });
  });

  it('prints the Markdown as terminal text: no # or **, bullets, a boxed code block, clickable links', async () => {
    const post: WritingPost = {
      slug: 'marked',
      title: 'Marked',
      date: '2026-01-02',
      kind: 'note',
      content: '## Steps\n\n- **Measure** first\n- read [the post](/writing/other)\n\n```sh\nmake\n```',
    };
    const ctx: WritingContext = { ...context().ctx, posts: [...posts, post], loadPost: async () => post };
    const effects = await run('cat marked.txt', ctx);
    expect(effectText(effects).slice(4, -2)).toEqual(['Steps', '', '• Measure first', '• read the post', '', '┌─ sh', '│ make', '└─']);
    expect(effects[7]).toMatchObject({ segments: [expect.anything(), expect.anything(), navigateEntry('the post', '/writing/other')] });
  });

  it('accepts the slug without .txt', async () => {
    expect(await lines('cat debugging-a-brown-out')).toEqual(brownOut);
  });

  it('needs exactly one argument: "Usage: cat <filename>.txt"', async () => {
    expect(await run('cat')).toEqual([printError('Usage: cat <filename>.txt')]);
    expect(await run('cat a.txt b.txt')).toEqual([printError('Usage: cat <filename>.txt')]);
  });

  it('an unknown file, or a post gone since the list loaded: "cat: {arg}: No such file or directory"', async () => {
    expect(await run('cat nothing.txt')).toEqual([printError('cat: nothing.txt: No such file or directory')]);
    const { ctx } = context();
    const gone: WritingContext = { ...ctx, loadPost: async () => null };
    expect(await run('cat debugging-a-brown-out.txt', gone)).toEqual([
      printError('cat: debugging-a-brown-out.txt: No such file or directory'),
    ]);
  });
});

describe('writing typed slug', () => {
  it('typing a slug alone, or {slug}.txt, prints that post', async () => {
    expect(await lines('debugging-a-brown-out')).toEqual(brownOut);
    expect(await lines('debugging-a-brown-out.txt')).toEqual(brownOut);
  });

  it('a slug with arguments is refused like any command', async () => {
    expect(await run('debugging-a-brown-out now')).toEqual([printError('debugging-a-brown-out: too many arguments')]);
  });

  it('a slug named like a command stays the command', async () => {
    const clash = [{ slug: 'ls', title: 'ls', date: '2025-01-01', kind: 'note' }, ...posts];
    const commands = createWritingCommands();
    expect(commands.filter((command) => command.name === 'ls')).toHaveLength(1);
    expect((await run('ls', context(clash).ctx, commands))[0]).toMatchObject({ type: 'print' });
    const lsPost: WritingPost = { slug: 'ls', title: 'ls', date: '2025-01-01', kind: 'note', content: 'A post named like a command.' };
    const withLsPost: WritingContext = { ...context(clash).ctx, loadPost: async (slug) => (slug === 'ls' ? lsPost : null) };
    expect(await lines('ls.txt', withLsPost)).toEqual(['Title: ls', 'Date: Jan 1, 2025', 'Kind: note', '', 'A post named like a command.', '', 'Rendered: ls.md']);
  });

  it('anything else: "{cmd}: command not found"', async () => {
    expect(await run('rust')).toEqual([printError('rust: command not found')]);
  });
});

describe('writing cd and shared commands', () => {
  it('cd .. goes home; anything else: "Usage: cd .."', async () => {
    expect(await run('cd ..')).toEqual([navigateTo('/')]);
    expect(await run('cd ../')).toEqual([navigateTo('/')]);
    expect(await run('cd')).toEqual([printError('Usage: cd ..')]);
    expect(await run('cd projects')).toEqual([printError('Usage: cd ..')]);
    expect(await run('cd .. ..')).toEqual([printError('Usage: cd ..')]);
  });

  it('theme, clear, help', async () => {
    expect(await run('theme dark')).toEqual([setTheme('dark'), printText('Theme set to dark')]);
    expect(await lines('theme')).toEqual(['Current theme: light']);
    expect(await run('theme sepia')).toEqual([printError('Invalid theme: sepia. Available themes: dark, light')]);
    expect(await run('theme a b')).toEqual([printError('theme: too many arguments')]);
    expect(await run('clear')).toEqual([clear()]);
    expect(await run('clear x')).toEqual([printError('clear: too many arguments')]);
    expect(await run('help x')).toEqual([printError('help: too many arguments')]);
    // The every-screen commands follow the spec's, which keep their lines.
    const help = await lines('help');
    expect(help.slice(7, -1).map((line) => line.trim().split(/\s+/)[0])).toEqual(everyScreenCommandNames());
    expect(help.slice(0, 7)).toEqual([
      'Available commands:',
      '  ls                  List the posts, newest first',
      '  cat <filename>.txt  Print a post',
      '  cd ..               Go back to the home terminal',
      '  theme <dark|light>  Show or switch the colour theme',
      '  help                Show available commands',
      '  clear               Clear the terminal screen',
    ]);
  });
});

describe('writing completion', () => {
  it('completes commands, then post files after cat', () => {
    const candidates = writingCandidates(posts);
    expect(complete('l', candidates)).toEqual({ kind: 'complete', input: 'ls ' });
    expect(complete('c', candidates)).toEqual({ kind: 'matches', matches: ['cat', 'cd', 'clear'] });
    expect(complete('cat d', candidates)).toEqual({ kind: 'complete', input: 'cat debugging-a-brown-out.txt' });
    expect(complete('cd ', candidates)).toEqual({ kind: 'complete', input: 'cd ..' });
    expect(complete('cat ', candidates)).toEqual({
      kind: 'matches',
      matches: ['debugging-a-brown-out.txt', 'notes-on-learning-rust.txt', 'why-i-keep-a-lab-notebook.txt'],
    });
  });
});
