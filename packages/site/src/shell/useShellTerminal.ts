import type { TerminalInput } from '@portfolio/terminal-ui/engine/terminalInput';
import { useScreenTerminalInput } from '@portfolio/terminal-ui/hooks/useScreenTerminalInput';
import { useLayoutEffect } from 'react';
import { browserShellServices, type ShellServices } from '../commands/everyScreenCommands';
import { useNavigate, useSiteLocation } from '../routing';
import { commandLinkLine, searchWithoutCommandLink } from '../commands/commandLink';
import { shellTerminalInput } from './shellTerminalInput';
import { useShellSession } from './ShellSessionProvider';

/**
 * A terminal screen's input (`useScreenTerminalInput`, built once, reading the latest `values`),
 * joined to the visit's shell (`shellTerminalInput`): shared history, the screen's log kept for
 * when the visitor comes back, and the `?cmd=` link. `build` receives the services the
 * every-screen commands use, `history` and `share` reading this visit's history.
 *
 * `cmd` leaves the address as soon as the screen is up (a replace: Back does not return to it,
 * and a reload does not run the line again), in a layout effect so that it happens before the
 * terminal runs the line, which may navigate. A link followed to the screen already open (same
 * route, no new terminal) only loses its `cmd`.
 */
export function useShellTerminal<Values>(
  screen: string,
  values: Values,
  build: (latest: () => Values, services: ShellServices) => TerminalInput,
): TerminalInput {
  const session = useShellSession();
  const { pathname, search } = useSiteLocation();
  const navigate = useNavigate();
  const input = useScreenTerminalInput(values, (latest) => {
    const services: ShellServices = { ...browserShellServices(), readHistory: session.history.read };
    return shellTerminalInput(build(latest, services), { session, screen, search });
  });
  useLayoutEffect(() => {
    if (commandLinkLine(search) !== null) navigate(`${pathname}${searchWithoutCommandLink(search)}`, { replace: true });
  }, [navigate, pathname, search]);
  return input;
}
