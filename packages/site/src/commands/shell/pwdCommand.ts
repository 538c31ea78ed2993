import { printText } from '@portfolio/terminal-ui/engine/output';
import type { Command, CommandContext } from '@portfolio/terminal-ui/engine/types';

/**
 * `pwd` prints the working directory as `pwd` in a shell does: absolute, the prompt's `~` expanded
 * to the home of the prompt's user (`portfolio@host:~/art/music$` → `/home/portfolio/art/music`).
 */
export const HOME_DIRECTORY = '/home/portfolio';

/** `~` and `~/…` (the prompt's paths) as absolute paths; anything else is already one. */
export function absolutePath(promptPath: string): string {
  if (promptPath === '~') return HOME_DIRECTORY;
  return promptPath.startsWith('~/') ? `${HOME_DIRECTORY}${promptPath.slice(1)}` : promptPath;
}

export function createPwdCommand<Ctx extends CommandContext>(path: (ctx: Ctx) => string): Command<Ctx> {
  return {
    name: 'pwd',
    description: 'Print the working directory',
    maxArgs: 0,
    manual: {
      description: [
        'Prints where this terminal is, as an absolute path: the prompt shows the same place with',
        `${HOME_DIRECTORY} abbreviated to ~.`,
      ],
      examples: ['pwd'],
    },
    run: (_args, ctx) => [printText(absolutePath(path(ctx)))],
  };
}
