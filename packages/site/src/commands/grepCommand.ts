import type { SearchResponse, SearchResult } from '@portfolio/contracts/search';
import { caughtErrorMessage, usageMessage } from '@portfolio/terminal-ui/engine/messages';
import { highlightedEntry, print, printError, printText } from '@portfolio/terminal-ui/engine/output';
import type { Command, CommandContext, Effect } from '@portfolio/terminal-ui/engine/types';

/**
 * `grep <words>`: the site's content holding every word (projects, posts, art entries and their
 * reviews, the about texts; case and accents aside), searched by the server (`GET /api/search`),
 * one clickable line per match — `projects/pocket-oscilloscope: …a two-channel oscilloscope…`,
 * the words marked — that opens the item. Quotes around a word are taken as a shell takes them,
 * not searched: `grep "pcb layers"` is `grep pcb layers`.
 */

export type SearchContent = (query: string) => Promise<SearchResponse>;

export interface GrepServices {
  /** The search; rejects when the server cannot be asked or refuses (its reason as the message). */
  readonly search: SearchContent;
}

export const GREP_USAGE = 'grep <words>';
export const noMatches = (query: string): string => `grep: no matches for "${query}"`;
export const searchFailed = (message: string): string => `grep: search failed: ${message}`;
export const moreMatches = (shown: number, total: number): string =>
  `grep: ${total} matches, the best ${shown} shown; add a word to narrow the search`;

/** The words to search for: the arguments without the quotes around them, blank ones dropped. */
export function grepQuery(args: readonly string[]): string {
  return args
    .map((arg) => arg.replace(/^["']+|["']+$/g, ''))
    .filter((word) => word !== '')
    .join(' ');
}

/** One match as a line that opens it: `{location}: {snippet}`, the snippet's matches marked. */
export function resultLine(result: SearchResult): Effect {
  if (result.snippet === '') return print(highlightedEntry(result.location, result.path, []));
  const prefix = `${result.location}: `;
  const highlights = result.matches.map(({ start, end }) => ({ start: start + prefix.length, end: end + prefix.length }));
  return print(highlightedEntry(`${prefix}${result.snippet}`, result.path, highlights));
}

export function createGrepCommand<Ctx extends CommandContext = CommandContext>(search: SearchContent): Command<Ctx> {
  return {
    name: 'grep',
    description: 'Search the projects, posts, art and about texts',
    usage: GREP_USAGE,
    minArgs: 1,
    manual: {
      description: [
        'Searches the projects, the posts, the art entries with their reviews and the about texts',
        'for items holding every word given, whatever their case and accents (cafe finds Café).',
        'Prints one line per match, where it is and the text around it; click a line to open it.',
        'Titles come first; at most 50 matches are shown.',
      ],
      examples: ['grep oscilloscope', 'grep pcb layers'],
    },
    run: async (args) => {
      const query = grepQuery(args);
      if (query === '') return [printError(usageMessage(GREP_USAGE))];
      let answer: SearchResponse;
      try {
        answer = await search(query);
      } catch (error) {
        return [printError(searchFailed(caughtErrorMessage(error)))];
      }
      if (answer.results.length === 0) return [printText(noMatches(query), 'muted')];
      const more = answer.total > answer.results.length ? [printText(moreMatches(answer.results.length, answer.total), 'muted')] : [];
      return [...answer.results.map(resultLine), ...more];
    },
  };
}
