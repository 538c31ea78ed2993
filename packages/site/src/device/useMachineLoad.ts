import type { MachineLoad } from '@portfolio/terminal-ui/components/DeferredTerminal';
import { useIsMobile } from './useIsMobile';

/**
 * When a screen's terminal fetches and starts its machine (terminal-ui's `DeferredTerminal`): on a
 * phone only when the visitor reaches for the command line — most phone visitors read and tap
 * links, and a phone's main thread is the scarce one (issue 31) — elsewhere once the page has
 * painted, so that a keyboard's first keys find the terminal live. Keys typed before it runs are
 * kept and run in order either way.
 */
export function useMachineLoad(): MachineLoad {
  return useIsMobile() ? 'reached' : 'painted';
}
