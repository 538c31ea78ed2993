import { hasHistoryDesignator } from '@portfolio/terminal-ui/engine/historyExpansion';
import { parseLine } from '@portfolio/terminal-ui/engine/parseLine';

/**
 * Links that run a command: `/?cmd=ls` (and `?cmd=` on every terminal route) runs the line once
 * when the page's terminal starts, as if typed. Only lines that read run this way: a link is
 * followed without the visitor choosing what it does, so nothing it runs may sign in, write,
 * change a setting, touch the clipboard or open another site. A refused line is echoed with why.
 *
 * The rule is an allow-list of the commands that read; a first word that is none of the screen's
 * commands runs too, because it can only do what typing it does (a project's title opens it, a
 * post's slug prints it, anything else is `command not found`).
 * `theme` alone prints the current theme, so it runs; `theme dark` changes it, so it does not.
 * `test` calls the API's health check, a read, so it runs.
 */

/** The query parameter that carries the line. */
export const COMMAND_PARAM = 'cmd';

/** The commands a link may run: every one only reads (and may navigate inside the site). */
export const LINK_COMMANDS: ReadonlySet<string> = new Set([
  'ls',
  'cat',
  'cd',
  'help',
  'man',
  'grep',
  'whoami',
  'quickview',
  'pwd',
  'echo',
  'date',
  'history',
  'open',
  'test',
]);

/** Why a command of the screens is refused, on any screen (a password in a link must never run). */
const REFUSALS: Readonly<Record<string, string>> = {
  admin: 'admin signs in',
  clear: 'clear wipes the screen',
  share: 'share writes to your clipboard',
  curl: 'curl opens another site',
  email: 'email opens your mail program',
  github: 'github opens another site',
  linkedin: 'linkedin opens another site',
  download: 'download opens the resume in a new tab',
  resume: 'resume opens the resume in a new tab',
};

export const notRunFromLink = (why: string): string => `Not run from a link: ${why}; type it yourself.`;

/**
 * Why `line` must not run from a link on a screen whose commands are `screenCommands`, or null
 * when it may. A blank line is refused too (there is nothing to run).
 */
export function linkRefusal(line: string, screenCommands: readonly string[]): string | null {
  if (/[\r\n]/.test(line)) return notRunFromLink('a link runs one line');
  const parsed = parseLine(line);
  if (parsed === null) return notRunFromLink('the line is empty');
  if (hasHistoryDesignator(line)) return notRunFromLink('what it runs depends on your own history');
  const { command, args } = parsed;
  if (command === 'theme') return args.length === 0 ? null : notRunFromLink(`theme ${args.join(' ')} changes a setting`);
  if (LINK_COMMANDS.has(command)) return null;
  const known = REFUSALS[command];
  if (known !== undefined) return notRunFromLink(known);
  return screenCommands.includes(command) ? notRunFromLink(`${command} does more than read`) : null;
}

/** The line a page's address asks to run (`?cmd=`), or null when there is none or it is blank. */
export function commandLinkLine(search: string): string | null {
  const line = new URLSearchParams(search).get(COMMAND_PARAM);
  return line === null || line.trim() === '' ? null : line;
}

/** The query string without `cmd` (`?a=1` or empty), every other parameter kept. */
export function searchWithoutCommandLink(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(COMMAND_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** The link that runs `line` on the page at `pageUrl` (an absolute address without query). */
export function commandLinkUrl(pageUrl: string, line: string): string {
  return `${pageUrl}?${COMMAND_PARAM}=${encodeURIComponent(line.trim())}`;
}
