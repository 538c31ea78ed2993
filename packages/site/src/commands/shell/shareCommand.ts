import { commandNames } from '@portfolio/terminal-ui/engine/commandTable';
import { link, print, printError, text } from '@portfolio/terminal-ui/engine/output';
import { parseLine } from '@portfolio/terminal-ui/engine/parseLine';
import type { Command, CommandContext, CommandTable, Effect } from '@portfolio/terminal-ui/engine/types';
import { commandLinkUrl, linkRefusal } from '../commandLink';

/**
 * `share`: copies a link that runs the visitor's last command here (`https://host/projects?cmd=ls`,
 * see shell/commandLink.ts) and prints it. The last command is the newest history entry a link may
 * run on this screen, `history` itself left out (a link to someone else's history shows the
 * reader's own). When the clipboard refuses, the link is printed to copy by hand.
 */

export interface ShareServices {
  /** The visit's history, oldest first. */
  readonly readHistory: () => readonly string[];
  /** Puts text on the clipboard; rejects when it cannot. */
  readonly copyText: (text: string) => Promise<void>;
  /** The absolute address of the page the terminal is on, without its query. */
  readonly pageUrl: () => string;
}

export const NOTHING_TO_SHARE = 'share: nothing to share yet: run a command that reads (ls, cat, grep, ...) first';
export const COULD_NOT_COPY = 'share: could not copy to the clipboard; copy the link yourself:';
export const copiedLink = (line: string): string => `Copied a link that runs '${line}': `;

/** The newest entry a link may run on a screen with `screenCommands`, or null. */
export function lineToShare(entries: readonly string[], screenCommands: readonly string[]): string | null {
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const line = entries[index] ?? '';
    if (parseLine(line)?.command === 'history') continue;
    if (linkRefusal(line, screenCommands) === null) return line;
  }
  return null;
}

async function copyLink(line: string, url: string, services: ShareServices): Promise<readonly Effect[]> {
  const shown = link(url, url, false);
  try {
    await services.copyText(url);
    return [print(text(copiedLink(line)), shown)];
  } catch {
    return [printError(COULD_NOT_COPY), print(shown)];
  }
}

export function createShareCommand<Ctx extends CommandContext = CommandContext>(
  getTable: () => CommandTable<Ctx>,
  services: ShareServices,
): Command<Ctx> {
  return {
    name: 'share',
    description: 'Copy a link that runs your last command',
    maxArgs: 0,
    manual: {
      description: [
        'Copies to the clipboard a link to this page that runs your last command when opened, and prints it.',
        'Only commands that read can run from a link (not admin, clear, share, or theme with a setting),',
        'so the last of those is the one shared.',
      ],
      examples: ['share'],
    },
    run: () => {
      const line = lineToShare(services.readHistory(), commandNames(getTable()));
      if (line === null) return [printError(NOTHING_TO_SHARE)];
      return copyLink(line, commandLinkUrl(services.pageUrl(), line), services);
    },
  };
}
