import type { Project } from '@portfolio/contracts/projects';
import { complete } from '@portfolio/terminal-ui/engine/completion';
import { runLine } from '@portfolio/terminal-ui/engine/commandTable';
import type { Effect, OutputSegment } from '@portfolio/terminal-ui/engine/types';
import { describe, expect, it } from 'vitest';
import {
  createProjectsCommands,
  projectsTerminalInput,
  projectsUnknownLine,
  openTypedProject,
  type ProjectsContext,
  type ProjectsListing,
} from './projectsCommands';
import { projectsFixture } from '../mocks/projectsMocks';
import { everyScreenCommandNames } from './everyScreenCommands';

/** Two of the stories' projects: hardware and completed, software and planned. */
const PROJECTS = projectsFixture.filter((project) => project.id !== 'smart-greenhouse-controller');

const ready = (projects: readonly Project[] = PROJECTS): ProjectsListing => ({ status: 'ready', data: projects });
const ctx = (listing: ProjectsListing = ready()): ProjectsContext => ({ theme: 'dark', listing });
const table = createProjectsCommands();

/** Effects as the visitor reads them. */
function read(effects: ReturnType<typeof runLine>): string[] {
  if (!Array.isArray(effects)) throw new Error('expected a sync result');
  return (effects as readonly Effect[]).map((effect) =>
    effect.type === 'print' ? effect.segments.map((segment: OutputSegment) => segment.text).join('') : JSON.stringify(effect),
  );
}

const run = (line: string, context = ctx()) => read(runLine(table, line, context, projectsUnknownLine));

describe('projects commands', () => {
  it('ls prints "Found N project(s)" and each {title}.project with its type and status', () => {
    expect(run('ls')).toEqual([
      'Found 2 projects',
      '├── Pocket Oscilloscope.project  hardware · completed',
      '└── Campus Transit Tracker.project  software · planned',
    ]);
    expect(run('ls', ctx(ready([PROJECTS[0] as Project])))).toEqual(['Found 1 project', '└── Pocket Oscilloscope.project  hardware · completed']);
  });

  it('ls entries navigate to the project page', () => {
    const effects = runLine(table, 'ls', ctx()) as readonly Effect[];
    const entry = effects[1]?.type === 'print' ? effects[1].segments[1] : undefined;
    expect(entry).toEqual({ kind: 'navigate', text: 'Pocket Oscilloscope.project', to: '/projects/pocket-oscilloscope' });
  });

  it('ls says when there is nothing, while loading, and when loading failed', () => {
    expect(run('ls', ctx(ready([])))).toEqual(['No projects found']);
    expect(run('ls', ctx({ status: 'loading' }))).toEqual(['Loading projects...']);
    expect(run('ls', ctx({ status: 'failed', message: 'Network down' }))).toEqual(['Failed to load projects: Network down']);
    expect(run('ls art')).toEqual(['ls: art: No such file or directory']);
  });

  it('cat keeps the spec\'s "command not found" and adds how a project opens, naming it when it can', () => {
    expect(run('cat pocket-oscilloscope')).toEqual([
      'cat: command not found',
      'Projects open rather than print: type pocket-oscilloscope or open pocket-oscilloscope',
    ]);
    expect(run('cat Pocket Oscilloscope.project')[1]).toBe('Projects open rather than print: type pocket-oscilloscope or open pocket-oscilloscope');
    expect(run('cat pocket')[1]).toBe('Projects open rather than print: type pocket-oscilloscope or open pocket-oscilloscope');
    expect(run('cat readme.txt')).toEqual(['cat: command not found', "Projects open rather than print: type a project's name, or open <project>"]);
    expect(run('cat')).toEqual(['cat: command not found', "Projects open rather than print: type a project's name, or open <project>"]);
    expect(run('cat pocket', ctx({ status: 'loading' }))[1]).toBe("Projects open rather than print: type a project's name, or open <project>");
  });

  it("cat's hint fills the input with either way of opening the project", () => {
    const effects = runLine(table, 'cat pocket-oscilloscope', ctx(), projectsUnknownLine) as readonly Effect[];
    const hint = effects.at(-1);
    const fills = hint?.type === 'print' ? hint.segments.filter((segment) => segment.kind === 'fill') : [];
    expect(fills).toEqual([
      { kind: 'fill', text: 'pocket-oscilloscope', input: 'pocket-oscilloscope' },
      { kind: 'fill', text: 'open pocket-oscilloscope', input: 'open pocket-oscilloscope' },
    ]);
  });

  it('another unknown command gets the spec\'s message alone', () => {
    expect(run('vim pocket-oscilloscope')).toEqual(['vim: command not found']);
  });

  it('cd accepts only ..', () => {
    expect(run('cd ..')).toEqual([JSON.stringify({ type: 'navigate', to: '/' })]);
    expect(run('cd ../')).toEqual([JSON.stringify({ type: 'navigate', to: '/' })]);
    expect(run('cd')).toEqual(['Usage: cd <directory>']);
    expect(run('cd art')).toEqual(['Usage: cd ..']);
    expect(run('cd .. ..')).toEqual(['Usage: cd ..']);
    expect(run('cd pocket-oscilloscope')).toEqual(['Usage: cd ..']);
  });

  it('typing a project id or title opens it', () => {
    const opened = [JSON.stringify({ type: 'navigate', to: '/projects/pocket-oscilloscope' })];
    expect(run('pocket-oscilloscope')).toEqual(opened);
    expect(run('Pocket Oscilloscope')).toEqual(opened);
    expect(run('Pocket_Oscilloscope')).toEqual(opened);
    expect(run('campus-transit-tracker')).toEqual([JSON.stringify({ type: 'navigate', to: '/projects/campus-transit-tracker' })]);
  });

  it('anything else is "{cmd}: command not found", also before the list has loaded', () => {
    expect(run('pocket')).toEqual(['pocket: command not found']);
    expect(run('whoami')).toEqual(['whoami: command not found']);
    expect(run('pocket-oscilloscope', ctx({ status: 'loading' }))).toEqual(['pocket-oscilloscope: command not found']);
    expect(openTypedProject('x', { status: 'failed', message: 'x' })).toBeNull();
  });

  it('theme, help and clear are the shared ones', () => {
    expect(run('theme')).toEqual(['Current theme: dark']);
    expect(run('theme LIGHT')).toEqual([JSON.stringify({ type: 'setTheme', theme: 'light' }), 'Theme set to light']);
    expect(run('theme blue')).toEqual(['Invalid theme: blue. Available themes: dark, light']);
    expect(run('theme dark light')).toEqual(['theme: too many arguments']);
    expect(run('help me')).toEqual(['help: too many arguments']);
    expect(run('clear now')).toEqual(['clear: too many arguments']);
    expect(run('clear')).toEqual([JSON.stringify({ type: 'clear' })]);
    const help = run('help');
    expect(help[0]).toBe('Available commands:');
    // The every-screen commands (man, pwd, ...) after the spec's.
    expect(help.slice(1, -1).map((line) => line.trim().split(/\s+/)[0])).toEqual(['ls', 'cd', 'help', 'clear', 'theme', ...everyScreenCommandNames()]);
  });
});

describe('projects terminal input', () => {
  it('prompts ~/projects and completes commands and project ids', () => {
    const input = projectsTerminalInput(() => ctx(), 'example.org');
    expect(input.prompt).toBe('portfolio@example.org:~/projects$');
    const candidates = input.candidates?.() ?? { commands: [] };
    expect(complete('poc', candidates)).toEqual({ kind: 'complete', input: 'pocket-oscilloscope ' });
    expect(complete('c', candidates)).toEqual({ kind: 'matches', matches: ['cd', 'clear', 'campus-transit-tracker'] });
    expect(complete('theme l', candidates)).toEqual({ kind: 'complete', input: 'theme light' });
    expect(input.onUnknownCommand?.({ command: 'Pocket', args: ['Oscilloscope'] }, ctx())).toEqual([
      { type: 'navigate', to: '/projects/pocket-oscilloscope' },
    ]);
  });
});
