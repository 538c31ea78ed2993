import { createContext, useContext, type ReactNode } from 'react';
import styles from './Terminal.module.css';

/** What a slot's content may ask of the terminal it is drawn in. */
export interface SlotActions {
  /** Runs `command` as if typed and entered (its echo, its output, its history entry). */
  readonly run: (command: string) => void;
}

/**
 * The parts a screen draws itself inside the output log, by name: a `slot` segment named `welcome`
 * shows `slots.welcome(actions)`. The content is drawn at render time, so it follows the screen's
 * latest data, while the segment itself is output like any other line (`clear` removes it).
 */
export type TerminalSlots = Readonly<Record<string, (actions: SlotActions) => ReactNode>>;

interface SlotsValue {
  readonly slots: TerminalSlots;
  readonly actions: SlotActions;
}

export const NO_SLOTS: TerminalSlots = {};

// A context, not a prop: the log's lines are memoised on their data, and a slot's content must
// follow the screen's renders without re-rendering every line.
export const SlotsContext = createContext<SlotsValue>({ slots: NO_SLOTS, actions: { run: () => undefined } });

/** A `slot` segment: the screen's content for `slot`, or `text` when the screen gives none. */
export function SlotContent({ slot, text }: { slot: string; text: string }) {
  const { slots, actions } = useContext(SlotsContext);
  const draw = Object.hasOwn(slots, slot) ? slots[slot] : undefined;
  return draw === undefined ? <span className={styles['tone-normal']}>{text}</span> : <>{draw(actions)}</>;
}
