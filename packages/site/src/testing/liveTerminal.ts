/** What this helper needs of testing-library's queries: `screen`, or `within(canvasElement)`. */
interface RoleQueries {
  getByRole(role: 'textbox', options: { name: string }): HTMLElement;
}

/**
 * The command input of a screen's terminal once it is live (its machine loaded, no command
 * running); it throws until then, so call it in the test layer's `waitFor`. A `DeferredTerminal`
 * takes keys before its machine has loaded (`data-pending`) but runs them only when it arrives,
 * so a test that types and then looks at the output at once waits for the machine first.
 */
export function liveCommandBox(queries: RoleQueries): HTMLInputElement {
  const box = queries.getByRole('textbox', { name: 'Command' });
  if (!(box instanceof HTMLInputElement)) throw new Error('The command box is not an input');
  if (box.disabled || box.closest('[data-pending]') !== null) throw new Error('The terminal is still loading');
  return box;
}
