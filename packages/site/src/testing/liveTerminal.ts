/** What this helper needs of testing-library's queries: `screen`, or `within(canvasElement)`. */
interface RoleQueries {
  getByRole(role: 'textbox', options: { name: string }): HTMLElement;
}

/**
 * The command input of a screen's terminal once it is live; it throws until then, so call it in
 * the test layer's `waitFor`. A `DeferredTerminal` shows a disabled input until its machine has
 * loaded, and typing into that one does nothing.
 */
export function liveCommandBox(queries: RoleQueries): HTMLInputElement {
  const box = queries.getByRole('textbox', { name: 'Command' });
  if (!(box instanceof HTMLInputElement)) throw new Error('The command box is not an input');
  if (box.disabled) throw new Error('The terminal is still loading');
  return box;
}
