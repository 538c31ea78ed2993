export { DeferredTerminal } from './DeferredTerminal';
export type { DeferredTerminalProps, MachineLoad, SessionDriverLoader } from './DeferredTerminal';
