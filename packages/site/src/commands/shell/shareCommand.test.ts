import { runLine } from '@portfolio/terminal-ui/engine/commandTable';
import type { Command, CommandContext, Effect } from '@portfolio/terminal-ui/engine/types';
import { describe, expect, it, vi } from 'vitest';
import { COULD_NOT_COPY, createShareCommand, lineToShare, NOTHING_TO_SHARE, type ShareServices } from './shareCommand';

const PAGE = 'https://example.org/projects';
const SCREEN = ['ls', 'cd', 'help', 'clear', 'theme', 'history', 'share', 'grep'];

function services(entries: readonly string[], copyText: ShareServices['copyText'] = async () => undefined): ShareServices {
  return { readHistory: () => entries, copyText: vi.fn(copyText), pageUrl: () => PAGE };
}

async function run(shell: ShareServices) {
  const others: Command[] = SCREEN.filter((name) => name !== 'share').map((name) => ({ name, description: name, run: () => [] }));
  const table: Command<CommandContext>[] = [...others, createShareCommand(() => table, shell)];
  return (await runLine(table, 'share', { theme: 'dark' })) as readonly Effect[];
}

const segmentsOf = (effects: readonly Effect[]) => effects.flatMap((effect) => (effect.type === 'print' ? [effect.segments] : []));

describe('lineToShare', () => {
  it('is the newest entry a link may run, history and refused lines left out', () => {
    expect(lineToShare(['ls', 'grep pocket', 'history', 'theme dark', 'clear', 'share'], SCREEN)).toBe('grep pocket');
    expect(lineToShare(['admin x', 'ls'], SCREEN)).toBe('ls');
    expect(lineToShare(['ls', 'history 3', '!!'], SCREEN)).toBe('ls');
  });

  it('is null when nothing may run from a link', () => {
    expect(lineToShare([], SCREEN)).toBeNull();
    expect(lineToShare(['share', 'clear', 'history', 'theme light'], SCREEN)).toBeNull();
  });
});

describe('share', () => {
  it('copies the absolute link that runs the last command, and prints it', async () => {
    const shell = services(['ls', 'grep pocket scope', 'share']);
    const effects = await run(shell);
    const url = 'https://example.org/projects?cmd=grep%20pocket%20scope';
    expect(shell.copyText).toHaveBeenCalledWith(url);
    expect(segmentsOf(effects)).toEqual([
      [
        { kind: 'text', text: "Copied a link that runs 'grep pocket scope': " },
        { kind: 'link', text: url, href: url, external: false },
      ],
    ]);
  });

  it('prints the link, and that it could not copy it, when the clipboard refuses', async () => {
    const shell = services(['ls', 'share'], async () => {
      throw new Error('NotAllowedError');
    });
    const effects = await run(shell);
    const url = 'https://example.org/projects?cmd=ls';
    expect(segmentsOf(effects)).toEqual([
      [{ kind: 'text', text: COULD_NOT_COPY, tone: 'error' }],
      [{ kind: 'link', text: url, href: url, external: false }],
    ]);
  });

  it('says why when there is nothing to share, copying nothing', async () => {
    const shell = services(['theme dark', 'share']);
    const effects = await run(shell);
    expect(segmentsOf(effects)).toEqual([[{ kind: 'text', text: NOTHING_TO_SHARE, tone: 'error' }]]);
    expect(shell.copyText).not.toHaveBeenCalled();
  });

  it('takes no arguments', async () => {
    const shell = services(['ls']);
    const table = [createShareCommand(() => [], shell)];
    const effects = (await runLine(table, 'share ls', { theme: 'dark' })) as readonly Effect[];
    expect(segmentsOf(effects)).toEqual([[{ kind: 'text', text: 'share: too many arguments', tone: 'error' }]]);
  });
});
