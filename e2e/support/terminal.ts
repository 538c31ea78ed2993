// The terminal as a test sees it: the command box, the output log, the prompt, and typing a line.
import { expect, type Locator, type Page } from '@playwright/test';

export const commandBox = (page: Page): Locator => page.getByRole('textbox', { name: 'Command' });
export const log = (page: Page): Locator => page.getByRole('log');
export const lastPrompt = (page: Page): Locator => page.getByTestId('prompt').last();

/** Types a line into the command box and presses Enter. */
export async function run(page: Page, line: string): Promise<void> {
  await commandBox(page).fill(line);
  await commandBox(page).press('Enter');
}

/**
 * Waits for the terminal's machine (a screen's `DeferredTerminal` marks itself `data-pending` until
 * it arrives): typed text and Enter are kept before that, but Tab and the arrows need the machine.
 */
export async function terminalLive(page: Page): Promise<void> {
  await expect(page.locator('[data-pending]')).toHaveCount(0);
}

/** Types a line and presses Enter, once the input takes input again (after an async command). */
export async function runWhenEnabled(page: Page, line: string): Promise<void> {
  const input = commandBox(page);
  await expect(input).toBeEnabled();
  await input.fill(line);
  await input.press('Enter');
}
