export { Terminal } from './Terminal';
export type { TerminalProps } from './Terminal';
export { TerminalView } from './TerminalView';
export type { TerminalViewProps } from './TerminalView';
export type { TerminalKeyHandlers } from './CommandInput';
export type { SlotActions, TerminalSlots } from './slots';
