import type { ArtKind } from '@portfolio/contracts/art';
import type { WritingPost } from '@portfolio/contracts/writing';
import { commandNames, runLine, type UnknownCommandHandler } from '@portfolio/terminal-ui/engine/commandTable';
import { complete, type CompletionCandidates, type CompletionOptions } from '@portfolio/terminal-ui/engine/completion';
import { manualPageEffects } from '@portfolio/terminal-ui/engine/manualPage';
import type { CommandContext, CommandTable, Effect } from '@portfolio/terminal-ui/engine/types';
import { describe, expect, it, vi } from 'vitest';
import { withDefaults } from '../config/defaults';
import { sortNewestFirst } from '../domain/writingPosts';
import { artFixture } from '../mocks/artMocks';
import { shortConfigFixture } from '../mocks/configFixtures';
import { projectsFixture } from '../mocks/projectsMocks';
import { postFixtures, writingListFixture } from '../mocks/writingMocks';
import { effectText } from '../testing/effectText';
import { aboutCandidates, createAboutCommands, type AboutContext } from './aboutCommands';
import { artCandidates, createArtCommands, type ArtContext } from './artCommands';
import { browserShellServices, everyScreenCommandNames, specCommandNames, type ShellServices } from './everyScreenCommands';
import { createHomeCommands, HOME_COMPLETION, homeCandidates, type HomeContext } from './homeCommands';
import { createProjectsCommands, projectsCandidates, projectsUnknownLine, type ProjectsContext } from './projectsCommands';
import { createWritingCommands, openTypedPost, writingCandidates, type WritingContext } from './writingCommands';

/** A fixed clock in Paris: `date` prints `Tue Nov 24 14:03:12 CET 2026`. */
const services: ShellServices = { ...browserShellServices(), now: () => new Date('2026-11-24T13:03:12Z'), timeZone: 'Europe/Paris' };

const home: HomeContext = {
  theme: 'dark',
  checkHealth: vi.fn(async () => ({ status: 'ok' })),
  login: vi.fn(async () => ({ kind: 'denied' as const, error: 'Invalid password' })),
  saveToken: vi.fn(),
  navigateLater: vi.fn(),
};
const projects: ProjectsContext = { theme: 'dark', listing: { status: 'ready', data: projectsFixture } };
const posts = sortNewestFirst(writingListFixture);
const writing: WritingContext = {
  theme: 'dark',
  posts,
  loadPost: async (slug): Promise<WritingPost | null> => postFixtures.find((post) => post.slug === slug) ?? null,
  locale: 'en-US',
};
const art = (category: ArtKind | null): ArtContext => ({
  theme: 'dark',
  art: artFixture,
  category,
  changeCategory: vi.fn(),
  loadReview: async () => null,
  locale: 'en-US',
});
const about: AboutContext = { theme: 'dark', config: withDefaults(shortConfigFixture) };

/** One terminal screen as its session runs it: table, context, unknown-line handler, Tab. */
interface Screen<Ctx extends CommandContext> {
  readonly name: string;
  readonly table: CommandTable<Ctx>;
  readonly ctx: Ctx;
  readonly onUnknown?: UnknownCommandHandler<Ctx>;
  readonly candidates: CompletionCandidates;
  readonly completion?: CompletionOptions;
  readonly pwd: string;
}

const HOME: Screen<HomeContext> = {
  name: 'home',
  table: createHomeCommands(services),
  ctx: home,
  candidates: homeCandidates(),
  completion: HOME_COMPLETION,
  pwd: '/home/portfolio',
};
const PROJECTS: Screen<ProjectsContext> = {
  name: 'projects',
  table: createProjectsCommands(services),
  ctx: projects,
  onUnknown: projectsUnknownLine,
  candidates: projectsCandidates(projects.listing),
  pwd: '/home/portfolio/projects',
};
const ART: Screen<ArtContext> = {
  name: 'art',
  table: createArtCommands(services),
  ctx: art(null),
  candidates: artCandidates(artFixture, null),
  pwd: '/home/portfolio/art',
};
const WRITING: Screen<WritingContext> = {
  name: 'writing',
  table: createWritingCommands(services),
  ctx: writing,
  onUnknown: openTypedPost,
  candidates: writingCandidates(posts),
  pwd: '/home/portfolio/writing',
};
const ABOUT: Screen<AboutContext> = {
  name: 'about',
  table: createAboutCommands(services),
  ctx: about,
  candidates: aboutCandidates(),
  completion: { bareArgumentOf: 'cat' },
  pwd: '/home/portfolio/about',
};

async function effectsOf<Ctx extends CommandContext>(where: Screen<Ctx>, line: string, ctx: Ctx = where.ctx): Promise<readonly Effect[]> {
  return await runLine(where.table, line, ctx, where.onUnknown);
}

const read = async <Ctx extends CommandContext>(where: Screen<Ctx>, line: string, ctx?: Ctx): Promise<string[]> =>
  effectText(await effectsOf(where, line, ctx));

function describeScreen<Ctx extends CommandContext>(where: Screen<Ctx>): void {
  describe(`every screen: ${where.name}`, () => {
    it('has the every-screen commands after its own, and a manual page for each command', async () => {
      expect(commandNames(where.table).slice(-everyScreenCommandNames().length)).toEqual(everyScreenCommandNames());
      for (const command of where.table) {
        expect(command.manual?.description.length, `${where.name}: man ${command.name}`).toBeGreaterThan(0);
        // Short lines, as on a terminal page: 100 characters at most.
        for (const line of command.manual?.description ?? []) expect(line.trim().length > 0 && line.length <= 100, line).toBe(true);
        const page = await read(where, `man ${command.name}`);
        expect(page.slice(0, 2)).toEqual(['NAME', `    ${command.name} - ${command.description}`]);
        expect(page).toContain('DESCRIPTION');
        expect(await effectsOf(where, `help ${command.name}`)).toEqual(manualPageEffects(command));
      }
    });

    it('keeps help alone and "help: too many arguments" for anything but a command', async () => {
      expect((await read(where, 'help'))[0]).toBe('Available commands:');
      expect(await read(where, 'help nothing')).toEqual(['help: too many arguments']);
      expect(await read(where, 'help ls cd')).toEqual(['help: too many arguments']);
    });

    it('man alone asks which page; an unknown one has no entry', async () => {
      expect(await read(where, 'man')).toEqual(['What manual page do you want?', "For example, try 'man man'."]);
      expect(await read(where, 'man nothing')).toEqual(['No manual entry for nothing']);
    });

    it('pwd prints where the prompt is, ~ expanded', async () => {
      expect(await read(where, 'pwd')).toEqual([where.pwd]);
      expect(await read(where, 'pwd -P')).toEqual(['pwd: too many arguments']);
    });

    it('echo prints its words as typed, one space apart; alone an empty line', async () => {
      expect(await read(where, 'echo  hello   "big"  world ')).toEqual(['hello "big" world']);
      expect(await read(where, 'echo')).toEqual(['']);
    });

    it('date prints the local date and time as date does', async () => {
      expect(await read(where, 'date')).toEqual(['Tue Nov 24 14:03:12 CET 2026']);
      expect(await read(where, 'date +%s')).toEqual(['date: too many arguments']);
    });

    it('open without an argument prints its usage', async () => {
      expect((await read(where, 'open'))[0]).toMatch(/^Usage: open <\w+>$/);
    });

    it("Tab: the spec's set first, the new commands only when it has no match", () => {
      const tab = (input: string) => complete(input, where.candidates, where.completion);
      expect(where.candidates.commands).not.toContain('man');
      expect(specCommandNames(where.table)).toEqual(commandNames(where.table).slice(0, -everyScreenCommandNames().length));
      expect(tab('h')).toEqual({ kind: 'complete', input: 'help ' });
      expect(tab('gr')).toEqual({ kind: 'complete', input: 'grep ' });
      expect(tab('pw')).toEqual({ kind: 'complete', input: 'pwd ' });
      expect(tab('ec')).toEqual({ kind: 'complete', input: 'echo ' });
      expect(tab('man hel')).toEqual({ kind: 'complete', input: 'man help' });
    });
  });
}

describeScreen(HOME);
describeScreen(PROJECTS);
describeScreen(ART);
describeScreen(WRITING);
describeScreen(ABOUT);

describe('open, on each screen', () => {
  it('home: a section, as cd does', async () => {
    expect(await read(HOME, 'open projects')).toEqual(['[navigate /projects]']);
    expect(await read(HOME, 'open Writing/')).toEqual(['[navigate /writing]']);
    expect(await read(HOME, 'open pojects')).toEqual(['open: pojects: No such file or directory', 'Did you mean: projects?']);
    expect(await read(HOME, 'open games')).toEqual(['open: games: No such file or directory']);
  });

  it("projects: a project's page, by id or title", async () => {
    expect(await read(PROJECTS, 'open pocket-oscilloscope')).toEqual(['[navigate /projects/pocket-oscilloscope]']);
    expect(await read(PROJECTS, 'open Pocket Oscilloscope')).toEqual(['[navigate /projects/pocket-oscilloscope]']);
    expect(await read(PROJECTS, 'open pocket-oscilloscop')).toEqual([
      'open: pocket-oscilloscop: No such file or directory',
      'Did you mean: pocket-oscilloscope?',
    ]);
  });

  it("writing: a post's page", async () => {
    expect(await read(WRITING, 'open notes-on-learning-rust')).toEqual(['[navigate /writing/notes-on-learning-rust]']);
    expect(await read(WRITING, 'open notes-on-learning-rust.txt')).toEqual(['[navigate /writing/notes-on-learning-rust]']);
    expect((await read(WRITING, 'open notes-on-lerning-rust'))[1]).toBe('Did you mean: notes-on-learning-rust?');
  });

  it('art: a category, from the root or another category', async () => {
    const inBooks = art('books');
    expect(await read(ART, 'open Music', inBooks)).toEqual([
      '[clear]',
      '├── in-rainbows.txt  Radiohead',
      '├── blue.txt  Joni Mitchell',
      '└── currents.txt  Tame Impala',
    ]);
    expect(inBooks.changeCategory).toHaveBeenCalledWith('music');
    expect(await read(ART, 'open musci')).toEqual(['open: musci: No such file or directory', 'Did you mean: music?']);
  });

  it('about: the overview page, or one of my links', async () => {
    expect(await read(ABOUT, 'open quickview')).toEqual(['[navigate /about/quickview?from=about]']);
    const github = await effectsOf(ABOUT, 'open github');
    expect(github.at(-1)).toEqual({ type: 'openUrl', url: about.config.githubUrl });
    expect(await read(ABOUT, 'open githbu')).toEqual(['open: githbu: No such file or directory', 'Did you mean: github?']);
  });

  it('completes its names after open', () => {
    expect(complete('open ', ART.candidates)).toEqual({ kind: 'matches', matches: ['music', 'books', 'movies', 'shows'] });
    expect(complete('open pro', HOME.candidates, HOME_COMPLETION)).toEqual({ kind: 'complete', input: 'open projects' });
    expect(complete('open poc', PROJECTS.candidates)).toEqual({ kind: 'complete', input: 'open pocket-oscilloscope' });
  });
});

describe('pwd follows the art session', () => {
  it('prints the category it is in', async () => {
    expect(await read(ART, 'pwd', art('music'))).toEqual(['/home/portfolio/art/music']);
  });
});

describe('did you mean, on each screen', () => {
  it.each([
    ['home', 'claer', () => read(HOME, 'claer'), ['claer: command not found', 'Did you mean: clear?']],
    ['home', 'cd projecs', () => read(HOME, 'cd projecs'), ['cd: projecs: No such file or directory', 'Did you mean: projects?']],
    ['home', 'cat reedme.txt', () => read(HOME, 'cat reedme.txt'), ['cat: reedme.txt: No such file or directory', 'Did you mean: readme.txt?']],
    ['home', 'cat readme.tx', () => read(HOME, 'cat readme.tx'), ['cat: readme.tx: No such file or directory', 'Did you mean: readme.txt?']],
    ['home', 'cd writ', () => read(HOME, 'cd writ'), ['cd: writ: No such file or directory', 'Did you mean: writing, art?']],
    ['home', 'theme ligth', () => read(HOME, 'theme ligth'), ['Invalid theme: ligth. Available themes: dark, light', 'Did you mean: light?']],
    ['projects', 'open pocket', () => read(PROJECTS, 'open pocket'), ['open: pocket: No such file or directory', 'Did you mean: pocket-oscilloscope?']],
    ['art', 'cat in-rain', () => read(ART, 'cat in-rain', art('music')), ['cat: in-rain: No such file or directory', 'Did you mean: in-rainbows.txt?']],
    ['writing', 'cat notes-on', () => read(WRITING, 'cat notes-on'), ['cat: notes-on: No such file or directory', 'Did you mean: notes-on-learning-rust.txt?']],
    ['about', 'cat skills', () => read(ABOUT, 'cat skills'), ['cat: skills: No such file or directory', 'Did you mean: skills.json?']],
    ['home', 'sudo rm -rf /', () => read(HOME, 'sudo rm -rf /'), ['sudo: command not found']],
    ['projects', 'lss', () => read(PROJECTS, 'lss'), ['lss: command not found', 'Did you mean: ls?']],
    ['projects', 'pocket', () => read(PROJECTS, 'pocket'), ['pocket: command not found']],
    ['art', 'cd musci', () => read(ART, 'cd musci'), ['cd: musci: No such directory', 'Did you mean: music?']],
    ['writing', 'hepl', () => read(WRITING, 'hepl'), ['hepl: command not found', 'Did you mean: help?']],
    [
      'writing',
      'cat notes-on-lerning-rust.txt',
      () => read(WRITING, 'cat notes-on-lerning-rust.txt'),
      ['cat: notes-on-lerning-rust.txt: No such file or directory', 'Did you mean: notes-on-learning-rust.txt?'],
    ],
    ['about', 'cat abuot.txt', () => read(ABOUT, 'cat abuot.txt'), ['cat: abuot.txt: No such file or directory', 'Did you mean: about.txt?']],
    ['about', 'cat Skills.json', () => read(ABOUT, 'cat Skills.json'), ['cat: Skills.json: No such file or directory', 'Did you mean: skills.json?']],
    ['about', 'githbu', () => read(ABOUT, 'githbu'), ['githbu: command not found', 'Did you mean: github?']],
  ] as const)('%s: %s', async (_screen, _line, run, expected) => {
    expect(await run()).toEqual(expected);
  });

  it('art: a file of the category, and a sibling category written without ../', async () => {
    expect(await read(ART, 'cat in-rainbow.txt', art('music'))).toEqual([
      'cat: in-rainbow.txt: No such file or directory',
      'Did you mean: in-rainbows.txt?',
    ]);
    expect(await read(ART, 'cd movies', art('music'))).toEqual(['cd: movies: No such directory', 'Did you mean: ../movies?']);
  });

  it('a suggestion fills the corrected command', async () => {
    const [, line] = await effectsOf(HOME, 'cd projecs');
    expect(line?.type === 'print' && line.segments.find((segment) => segment.kind === 'fill')).toEqual({
      kind: 'fill',
      text: 'projects',
      input: 'cd projects',
    });
  });
});
