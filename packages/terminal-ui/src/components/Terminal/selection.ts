/** True when the visitor has selected text on the page (a drag over the output, say). */
export function hasPageSelection(): boolean {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  return selection !== null && !selection.isCollapsed && selection.toString().length > 0;
}

/** True when part of the input's own text is selected. */
export function hasInputSelection(input: HTMLInputElement): boolean {
  return input.selectionStart !== null && input.selectionStart !== input.selectionEnd;
}
