import type { SiteConfig } from '@portfolio/contracts/config';
import { ownerRoleOf } from '@portfolio/contracts/identity';
import type { TerminalSlots } from '@portfolio/terminal-ui/components/Terminal';
import { Welcome } from '@portfolio/terminal-ui/components/Welcome';
import { outputLine, slotSegment } from '@portfolio/terminal-ui/engine/output';
import type { TerminalInput } from '@portfolio/terminal-ui/engine/terminalInput';
import { HOME_DIRECTORIES, QUICKVIEW_ROUTE } from '../../commands/homeCommands';
import { ownerName } from '../../config/owner';
import { ownerLetteringFor } from '../../config/ownerLettering';

/**
 * The home terminal's welcome block, above its first prompt: the owner's name large (lettered by
 * the server, `ssr/nameLettering.ts`), a one-line intro and commands to try. It is the log's first
 * line, a `slot` segment the screen draws: output like any other (`clear` clears it, coming back
 * to the home shows it again only if it was not cleared), drawn from the latest config.
 */

export const WELCOME_SLOT = 'welcome';

/** The commands the welcome offers; a click runs one as if typed. */
export const WELCOME_HINTS: readonly string[] = ['help', 'ls', 'cd projects', 'quickview'];

/**
 * Where a welcome hint leads as a link (it still runs as if typed on a plain click): `cd {section}`
 * and `quickview` to the page they open, any other command to the home that runs it (`/?cmd=…`,
 * the shell's address line). Without scripts the links are what works.
 */
export function welcomeHintHref(hint: string): string {
  if (hint === 'quickview') return QUICKVIEW_ROUTE;
  const cd = /^cd (\S+)$/.exec(hint);
  const section = cd ? HOME_DIRECTORIES.find((directory) => directory.name === cd[1]) : undefined;
  return section?.route ?? `/?cmd=${encodeURIComponent(hint)}`;
}

export function welcomeIntro(config: Pick<SiteConfig, 'quickviewSubtitle'>): string {
  return `${ownerRoleOf(config)}. This portfolio is a shell: type a command, or click one below.`;
}

/** The home's session input, its log opening with the welcome. */
export function withWelcome(input: TerminalInput): TerminalInput {
  return { ...input, initialLines: [outputLine(slotSegment(WELCOME_SLOT)), ...(input.initialLines ?? [])] };
}

/** What the home's terminal draws in its welcome slot, for `config`. */
export function homeWelcomeSlots(config: SiteConfig): TerminalSlots {
  const name = ownerName(config);
  return {
    [WELCOME_SLOT]: ({ run }) => (
      <Welcome name={name} lettering={ownerLetteringFor(name)} intro={welcomeIntro(config)} hints={WELCOME_HINTS} onRun={run} hintHref={welcomeHintHref} />
    ),
  };
}
