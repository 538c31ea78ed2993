import { screen, waitFor } from '@testing-library/react';

/**
 * The command input of a screen's terminal once it is live: a `DeferredTerminal` shows a disabled
 * input until its machine has loaded, and typing into that one does nothing.
 */
export function findLiveCommandBox(): Promise<HTMLInputElement> {
  return waitFor(() => {
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Command' });
    if (box.disabled) throw new Error('The terminal is still loading');
    return box;
  });
}
