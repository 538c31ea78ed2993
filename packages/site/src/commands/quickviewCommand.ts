import { createNavigateCommand } from '@portfolio/terminal-ui/engine/sharedCommands';
import type { Command } from '@portfolio/terminal-ui/engine/types';

/**
 * `quickview` (home and about): leaves the terminal for the one-page overview at `route`. `back`
 * ends the manual's text where the overview's Back button leads somewhere worth saying.
 */
export function createQuickviewCommand(description: string, route: string, back = ''): Command {
  return {
    ...createNavigateCommand('quickview', description, route),
    manual: {
      description: ['Leaves the terminal for a plain one-page overview: about, current focus, skills, recent', `experience and contact.${back}`],
      examples: ['quickview'],
    },
  };
}
