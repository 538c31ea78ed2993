import { noSuchFileOrDirectory } from '@portfolio/terminal-ui/engine/messages';
import { printError } from '@portfolio/terminal-ui/engine/output';
import type { Command, CommandContext, CommandManual, Effect } from '@portfolio/terminal-ui/engine/types';
import { didYouMeanName } from './suggestNames';

/** What `open` opens on a screen (the home's sections, a project, a post, an art category, ...). */
export interface OpenTargets<Ctx extends CommandContext> {
  /** One line for `help`. */
  readonly description: string;
  /** The synopsis (default `open <item>`). */
  readonly usage?: string;
  readonly manual: CommandManual;
  /** The names `open` knows here, in listing order: Tab after `open `, and the did-you-mean. */
  readonly names: (ctx: Ctx) => readonly string[];
  /** What `open {name}` does, or null when nothing here has that name. */
  readonly open: (name: string, ctx: Ctx) => readonly Effect[] | null;
}

/**
 * `open <item>`: the section or item page named. The name is the rest of the line (a project title
 * may hold spaces). Nothing by that name: `open: foo: No such file or directory`, then the close
 * names, if any.
 */
export function createOpenCommand<Ctx extends CommandContext>(targets: OpenTargets<Ctx>): Command<Ctx> {
  return {
    name: 'open',
    description: targets.description,
    usage: targets.usage ?? 'open <item>',
    minArgs: 1,
    manual: targets.manual,
    run: (args, ctx) => {
      const name = args.join(' ');
      return (
        targets.open(name, ctx) ?? [
          printError(noSuchFileOrDirectory('open', name)),
          ...didYouMeanName(name, targets.names(ctx), (suggestion) => `open ${suggestion}`),
        ]
      );
    },
  };
}
