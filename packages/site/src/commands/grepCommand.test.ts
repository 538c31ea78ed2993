import type { SearchResponse, SearchResult } from '@portfolio/contracts/search';
import { runLine } from '@portfolio/terminal-ui/engine/commandTable';
import { complete } from '@portfolio/terminal-ui/engine/completion';
import type { CommandContext, Effect } from '@portfolio/terminal-ui/engine/types';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/http';
import { browserShellServices } from './everyScreenCommands';
import { createGrepCommand, moreMatches, type SearchContent } from './grepCommand';
import { createHomeCommands, HOME_COMPLETION, homeCandidates, type HomeContext } from './homeCommands';

const SCOPE: SearchResult = {
  kind: 'project',
  key: 'pocket-oscilloscope',
  title: 'Pocket Oscilloscope',
  path: '/projects/pocket-oscilloscope',
  location: 'projects/pocket-oscilloscope',
  snippet: '…a two-channel oscilloscope…',
  matches: [{ start: 15, end: 27 }],
};

const POST: SearchResult = {
  kind: 'post',
  key: 'pcb-lessons',
  title: 'PCB lessons',
  path: '/writing/pcb-lessons',
  location: 'writing/pcb-lessons.txt',
  snippet: 'The pocket oscilloscope’s second revision',
  matches: [{ start: 11, end: 23 }],
};

const answering = (answer: SearchResponse): SearchContent => vi.fn(async () => answer);
const ctx: CommandContext = { theme: 'dark' };

async function run(line: string, search: SearchContent): Promise<readonly Effect[]> {
  return runLine([createGrepCommand(search)], line, ctx);
}

/** Each printed line as read on screen, its highlighted runs in [brackets], clickable lines → where they lead. */
function shown(effects: readonly Effect[]): string[] {
  return effects.flatMap((effect) => {
    if (effect.type !== 'print') return [];
    return [
      effect.segments
        .map((segment) => {
          if (segment.kind !== 'navigate') return segment.text;
          let text = segment.text;
          for (const { start, end } of [...(segment.highlights ?? [])].reverse()) text = `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;
          return `${text} → ${segment.to}`;
        })
        .join(''),
    ];
  });
}

describe('grep', () => {
  it('prints each match as a line that opens it, the words highlighted', async () => {
    const search = answering({ results: [SCOPE, POST], total: 2 });
    expect(shown(await run('grep oscilloscope', search))).toEqual([
      'projects/pocket-oscilloscope: …a two-channel [oscilloscope]… → /projects/pocket-oscilloscope',
      'writing/pcb-lessons.txt: The pocket [oscilloscope]’s second revision → /writing/pcb-lessons',
    ]);
    expect(search).toHaveBeenCalledWith('oscilloscope');
  });

  it('searches every word given, quotes as a shell reads them', async () => {
    const search = answering({ results: [], total: 0 });
    await run('grep "pcb   layers"', search);
    expect(search).toHaveBeenCalledWith('pcb layers');
  });

  it('says so when nothing matches, and asks for words when none are given', async () => {
    expect(shown(await run('grep foo', answering({ results: [], total: 0 })))).toEqual(['grep: no matches for "foo"']);
    const search = answering({ results: [], total: 0 });
    expect(shown(await run('grep', search))).toEqual(['Usage: grep <words>']);
    expect(shown(await run('grep ""', search))).toEqual(['Usage: grep <words>']);
    expect(search).not.toHaveBeenCalled();
  });

  it('says how many matched when only the best are shown', async () => {
    const effects = await run('grep the', answering({ results: [SCOPE], total: 73 }));
    expect(shown(effects).at(-1)).toBe(moreMatches(1, 73));
    expect(moreMatches(50, 73)).toBe('grep: 73 matches, the best 50 shown; add a word to narrow the search');
  });

  it('prints a failure as an error line with the reason', async () => {
    const refused: SearchContent = async () => {
      throw new ApiError('q: must be at most 200 characters', 400);
    };
    const effects = await run('grep x', refused);
    expect(effects).toEqual([{ type: 'print', segments: [{ kind: 'text', text: 'grep: search failed: q: must be at most 200 characters', tone: 'error' }] }]);
    const offline: SearchContent = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(shown(await run('grep x', offline))).toEqual(['grep: search failed: Failed to fetch']);
  });

  it('shows a match without a snippet as its location alone', async () => {
    const bare = { ...SCOPE, snippet: '', matches: [] };
    expect(shown(await run('grep x', answering({ results: [bare], total: 1 })))).toEqual(['projects/pocket-oscilloscope → /projects/pocket-oscilloscope']);
  });
});

describe('grep on a screen', () => {
  const home: HomeContext = { theme: 'dark', checkHealth: vi.fn(), login: vi.fn(), saveToken: vi.fn(), navigateLater: vi.fn() };

  it('is a command of the home terminal, asking the search the screen was given', async () => {
    const search = answering({ results: [SCOPE], total: 1 });
    const effects = await runLine(createHomeCommands({ ...browserShellServices(), search }), 'grep oscilloscope', home);
    expect(shown(effects)).toEqual(['projects/pocket-oscilloscope: …a two-channel [oscilloscope]… → /projects/pocket-oscilloscope']);
  });

  it('completes from gr, the spec set having no match', () => {
    expect(complete('gr', homeCandidates(), HOME_COMPLETION)).toEqual({ kind: 'complete', input: 'grep ' });
  });
});
