export { DeferredTerminal } from './DeferredTerminal';
export type { DeferredTerminalProps, SessionDriverLoader } from './DeferredTerminal';
