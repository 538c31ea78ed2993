import type { ArtKind } from '@portfolio/contracts/art';
import { runLine } from '@portfolio/terminal-ui/engine/commandTable';
import { complete } from '@portfolio/terminal-ui/engine/completion';
import { clear, fillEntry, navigateEntry, navigateTo, print, printError, printText, setTheme, text } from '@portfolio/terminal-ui/engine/output';
import type { Effect, NewOutputLine } from '@portfolio/terminal-ui/engine/types';
import { terminalMachine } from '@portfolio/terminal-ui/machines/terminalMachine';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { artFixture } from '../mocks/artMocks';
import { everyScreenCommandNames } from './everyScreenCommands';
import { artCandidates, artTerminalInput, createArtCommands, resolveCd, rootLines, type ArtContext } from './artCommands';
import { effectText } from '../testing/effectText';

function context(category: ArtKind | null, reviews: Record<string, string | null> = {}) {
  const changeCategory = vi.fn<(next: ArtKind | null) => void>();
  const loadReview = vi.fn(async (slug: string) => reviews[slug] ?? null);
  const ctx: ArtContext = { theme: 'dark', art: artFixture, category, changeCategory, loadReview, locale: 'en-US' };
  return { ctx, changeCategory, loadReview };
}

async function run(line: string, ctx: ArtContext): Promise<readonly Effect[]> {
  return await runLine(createArtCommands(), line, ctx);
}

async function lines(line: string, ctx: ArtContext): Promise<string[]> {
  return effectText(await run(line, ctx));
}

describe('art after a failed load', () => {
  it("repeats the failure for a category's files, on ls and on entering it; the root still lists the categories", async () => {
    const ctx: ArtContext = { ...context('music').ctx, loadFailure: 'Failed to load art data: 500' };
    expect(await run('ls', ctx)).toEqual([printError('Failed to load art data: 500')]);
    expect(await run('cd ../books', ctx)).toEqual([clear(), printError('Failed to load art data: 500')]);
    expect(await lines('ls', { ...ctx, category: null })).toHaveLength(4);
  });
});

describe('art root', () => {
  it('starts with the welcome line', () => {
    expect(rootLines()).toEqual([
      {
        kind: 'output',
        segments: [
          {
            kind: 'text',
            text: "Welcome to ~/art: music, books, movies and shows. Type 'ls' to list them, 'cd <category>' to open one.",
          },
        ],
      },
    ]);
  });

  it('ls lists the four categories; a click fills their cd command', async () => {
    const { ctx } = context(null);
    expect(await lines('ls', ctx)).toEqual(['├── music/', '├── books/', '├── movies/', '└── shows/']);
    const [first] = await run('ls', ctx);
    expect(first).toMatchObject({ type: 'print', segments: [expect.anything(), fillEntry('music/', 'cd music')] });
  });

  it('cd <category> enters it: clears the log and lists its files', async () => {
    const { ctx, changeCategory } = context(null);
    expect(await lines('cd music', ctx)).toEqual([
      '[clear]',
      '├── in-rainbows.txt  Radiohead',
      '├── blue.txt  Joni Mitchell',
      '└── currents.txt  Tame Impala',
    ]);
    expect(changeCategory).toHaveBeenCalledWith('music');
  });

  it('cd accepts any case and a trailing slash', async () => {
    const { ctx, changeCategory } = context(null);
    await run('cd Books/', ctx);
    expect(changeCategory).toHaveBeenCalledWith('books');
  });

  it('cd .. at the root goes home', async () => {
    const { ctx, changeCategory } = context(null);
    expect(await run('cd ..', ctx)).toEqual([navigateTo('/')]);
    expect(await run('cd ../', ctx)).toEqual([navigateTo('/')]);
    expect(changeCategory).not.toHaveBeenCalled();
  });

  it('cd to anything else: "cd: {arg}: No such directory"', async () => {
    const { ctx, changeCategory } = context(null);
    expect(await run('cd games', ctx)).toEqual([printError('cd: games: No such directory')]);
    // A close directory follows the spec's line (only `music` exists at the root).
    expect(await lines('cd ../music', ctx)).toEqual(['cd: ../music: No such directory', 'Did you mean: music?']);
    expect(changeCategory).not.toHaveBeenCalled();
  });

  it('cd needs exactly one argument', async () => {
    const { ctx } = context(null);
    expect(await run('cd', ctx)).toEqual([printError('Usage: cd <category>')]);
    expect(await run('cd music books', ctx)).toEqual([printError('cd: too many arguments')]);
  });

  it('cat at the root: "cat: No files in root directory. Navigate to a subdirectory first."', async () => {
    const { ctx } = context(null);
    const message = [printError('cat: No files in root directory. Navigate to a subdirectory first.')];
    expect(await run('cat in-rainbows.txt', ctx)).toEqual(message);
    expect(await run('cat', ctx)).toEqual(message);
  });
});

describe('art category', () => {
  it('ls lists the files; a click fills their cat command', async () => {
    const { ctx } = context('books');
    expect(await lines('ls', ctx)).toEqual(['├── the-soul-of-a-new-machine.txt  Tracy Kidder', '└── dune.txt  Frank Herbert']);
    const [, last] = await run('ls', ctx);
    expect(last).toMatchObject({ segments: [expect.anything(), fillEntry('dune.txt', 'cat dune.txt'), expect.anything()] });
  });

  it('ls in an empty category: "No files found"', async () => {
    expect(await lines('ls', context('shows').ctx)).toEqual(['No files found']);
  });

  it('ls takes no argument', async () => {
    expect(await run('ls music', context(null).ctx)).toEqual([printError('ls: too many arguments')]);
  });

  it('cat prints name, creator, date and category, then the review', async () => {
    const { ctx, loadReview } = context('music', { 'in-rainbows': 'First line.\n\nSecond line.' });
    expect(await lines('cat in-rainbows.txt', ctx)).toEqual([
      'Name: In Rainbows',
      'Creator: Radiohead',
      'Date: Jan 18, 2026',
      'Category: music',
      '',
      'First line.',
      '',
      'Second line.',
      '',
      'Page: /art/music/in-rainbows',
    ]);
    expect(loadReview).toHaveBeenCalledWith('in-rainbows');
  });

  it("links the review's page under the review, as a link that navigates", async () => {
    const { ctx } = context('music', { 'in-rainbows': 'Good.' });
    expect((await run('cat in-rainbows.txt', ctx)).at(-1)).toEqual(print(text('Page: ', 'accent'), navigateEntry('/art/music/in-rainbows', '/art/music/in-rainbows')));
  });

  it('cat prints a review written in Markdown as terminal text', async () => {
    const { ctx } = context('music', { 'in-rainbows': '# Verdict\n\n*Superb*, see <https://example.com>.\n\n> quoted' });
    expect((await lines('cat in-rainbows.txt', ctx)).slice(5, -2)).toEqual(['Verdict', '', 'Superb, see https://example.com.', '', '│ quoted']);
  });

  it('cat finds a file by slug, dashed title or lowercased title, .txt optional', async () => {
    const { ctx } = context('books');
    for (const arg of ['the-soul-of-a-new-machine', 'The-Soul-of-a-New-Machine.txt', 'DUNE', 'dune.txt']) {
      expect((await lines(`cat ${arg}`, ctx))[0]).toMatch(/^Name: /);
    }
  });

  it('cat without a review prints "No review available" and asks nothing', async () => {
    const { ctx, loadReview } = context('music');
    expect((await lines('cat blue.txt', ctx)).at(-1)).toBe('No review available');
    expect(loadReview).not.toHaveBeenCalled();
  });

  it('cat whose review is missing or failing prints "No review available"', async () => {
    const { ctx } = context('music', { currents: null });
    expect((await lines('cat currents.txt', ctx)).slice(-2)).toEqual(['', 'No review available']);
  });

  it('cat of an unknown file: "cat: {arg}: No such file or directory"', async () => {
    expect(await run('cat nothing.txt', context('music').ctx)).toEqual([
      printError('cat: nothing.txt: No such file or directory'),
    ]);
  });

  it('cat needs one file', async () => {
    const { ctx } = context('music');
    expect(await run('cat', ctx)).toEqual([printError('Usage: cat <file>')]);
    expect(await run('cat a b', ctx)).toEqual([printError('cat: too many arguments')]);
  });

  it('cd .. goes back to the root: clears the log and shows the welcome line', async () => {
    const { ctx, changeCategory } = context('music');
    expect(await lines('cd ..', ctx)).toEqual([
      '[clear]',
      "Welcome to ~/art: music, books, movies and shows. Type 'ls' to list them, 'cd <category>' to open one.",
    ]);
    expect(changeCategory).toHaveBeenCalledWith(null);
  });

  it('cd ../<category> moves to a sibling; a bare category name is no subdirectory', async () => {
    const { ctx, changeCategory } = context('music');
    expect((await run('cd ../books', ctx))[0]).toEqual(clear());
    expect(changeCategory).toHaveBeenCalledWith('books');
    expect(await lines('cd books', ctx)).toEqual(['cd: books: No such directory', 'Did you mean: ../books?']);
  });

  it('resolveCd maps every case', () => {
    expect(resolveCd(null, '..')).toBe('home');
    expect(resolveCd(null, 'movies/')).toBe('movies');
    expect(resolveCd(null, 'x')).toBe('none');
    expect(resolveCd('movies', '..')).toBeNull();
    expect(resolveCd('movies', '../shows/')).toBe('shows');
    expect(resolveCd('movies', '../x')).toBe('none');
    expect(resolveCd('movies', 'shows')).toBe('none');
  });
});

describe('art open', () => {
  it('opens a category from anywhere, as cd does', async () => {
    const { ctx, changeCategory } = context('books');
    expect((await run('open Music', ctx))[0]).toEqual(clear());
    expect(changeCategory).toHaveBeenCalledWith('music');
  });

  it("inside a category, opens a reviewed entry's page, named as cat takes it", async () => {
    const { ctx } = context('music');
    for (const name of ['in-rainbows.txt', 'in-rainbows', 'In Rainbows']) expect(await run(`open ${name}`, ctx)).toEqual([navigateTo('/art/music/in-rainbows')]);
  });

  it('an entry without a review, or an entry at the root, has no page to open; a close name is suggested', async () => {
    expect(await lines('open blue.txt', context('music').ctx)).toEqual(['open: blue.txt: No such file or directory']);
    expect(await lines('open in-rainbows.txt', context(null).ctx)).toEqual(['open: in-rainbows.txt: No such file or directory']);
    expect(await lines('open in-rainbow', context('music').ctx)).toEqual(['open: in-rainbow: No such file or directory', 'Did you mean: in-rainbows.txt?']);
  });

  it('Tab after open offers the categories, and inside one its reviewed files', () => {
    expect(complete('open ', artCandidates(artFixture, null))).toEqual({ kind: 'matches', matches: ['music', 'books', 'movies', 'shows'] });
    expect(complete('open i', artCandidates(artFixture, 'music'))).toEqual({ kind: 'complete', input: 'open in-rainbows.txt' });
    expect(complete('open b', artCandidates(artFixture, 'music'))).toEqual({ kind: 'complete', input: 'open books' });
  });
});

describe('art shared commands', () => {
  it('theme, help, clear and an unknown command', async () => {
    const { ctx } = context(null);
    expect(await run('theme light', ctx)).toEqual([setTheme('light'), printText('Theme set to light')]);
    expect(await lines('theme', ctx)).toEqual(['Current theme: dark']);
    expect(await run('theme blue', ctx)).toEqual([printError('Invalid theme: blue. Available themes: dark, light')]);
    expect(await run('theme dark light', ctx)).toEqual([printError('theme: too many arguments')]);
    expect(await run('clear', ctx)).toEqual([clear()]);
    expect(await run('clear now', ctx)).toEqual([printError('clear: too many arguments')]);
    expect(await run('help me', ctx)).toEqual([printError('help: too many arguments')]);
    expect(await run('rm -rf', ctx)).toEqual([printError('rm: command not found')]);
  });

  it('help lists every command', async () => {
    // The every-screen commands follow the spec's, which keep their lines.
    const help = await lines('help', context(null).ctx);
    expect(help.slice(7, -1).map((line) => line.trim().split(/\s+/)[0])).toEqual(everyScreenCommandNames());
    expect(help.slice(0, 7)).toEqual([
      'Available commands:',
      '  ls                  List the categories, or the files of this category',
      "  cd <category>       Open a category; 'cd ..' goes back up",
      "  cat <file>          Show an entry and its review, e.g. 'cat in-rainbows.txt'",
      '  theme <dark|light>  Show or switch the colour theme',
      '  help                Show available commands',
      '  clear               Clear the terminal screen',
    ]);
  });
});

describe('art completion', () => {
  it('completes commands, categories after cd, files after cat', () => {
    const root = artCandidates(artFixture, null);
    expect(complete('he', root)).toEqual({ kind: 'complete', input: 'help ' });
    expect(complete('c', root)).toEqual({ kind: 'matches', matches: ['cd', 'cat', 'clear'] });
    expect(complete('cd mu', root)).toEqual({ kind: 'complete', input: 'cd music' });
    expect(complete('cd m', root)).toEqual({ kind: 'matches', matches: ['music', 'movies'] });
    expect(complete('cat ', root)).toEqual({ kind: 'none' });

    const music = artCandidates(artFixture, 'music');
    expect(complete('cat in', music)).toEqual({ kind: 'complete', input: 'cat in-rainbows.txt' });
    expect(complete('cat ', music)).toEqual({ kind: 'matches', matches: ['in-rainbows.txt', 'blue.txt', 'currents.txt'] });
    expect(complete('cd .', music)).toEqual({ kind: 'complete', input: 'cd ..' });
    expect(complete('theme l', music)).toEqual({ kind: 'complete', input: 'theme light' });
  });
});

describe('art terminal input', () => {
  function session(loadFailure: string | null = null) {
    const changeCategory = vi.fn<(next: ArtKind | null) => void>();
    const input = artTerminalInput(
      () => ({ theme: 'dark', art: artFixture, changeCategory, loadReview: async () => null, loadFailure }),
      'example.org',
    );
    const actor = createActor(terminalMachine, { input }).start();
    const submit = (line: string) => {
      actor.send({ type: 'input.change', value: line });
      actor.send({ type: 'command.submit' });
    };
    return { input, actor, submit, changeCategory };
  }

  it('keeps the category: the prompt and Tab follow cd, and the screen is told', () => {
    const { input, actor, submit, changeCategory } = session();
    expect(input.prompt).toBe('portfolio@example.org:~/art$');
    submit('cd music');
    expect(actor.getSnapshot().context.prompt).toBe('portfolio@example.org:~/art/music$');
    expect(changeCategory).toHaveBeenCalledWith('music');
    expect(complete('cat in', input.candidates?.() ?? { commands: [] })).toEqual({ kind: 'complete', input: 'cat in-rainbows.txt' });
    submit('cd ..');
    expect(actor.getSnapshot().context.prompt).toBe('portfolio@example.org:~/art$');
    expect(changeCategory).toHaveBeenLastCalledWith(null);
  });

  it('starts with the welcome line, and the load failure under it', () => {
    expect(session().input.initialLines).toEqual(rootLines());
    expect(effectTextLines(session('Failed to load art data: 500').input.initialLines)).toEqual([
      "Welcome to ~/art: music, books, movies and shows. Type 'ls' to list them, 'cd <category>' to open one.",
      'Failed to load art data: 500',
    ]);
  });
});

function effectTextLines(lines: readonly NewOutputLine[] | undefined): string[] {
  return (lines ?? []).map((line) => (line.kind === 'output' ? line.segments.map((segment) => segment.text).join('') : line.input));
}
