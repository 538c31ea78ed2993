/**
 * A code block's text, for its copy button: the `<code>` beside the button, without the line ending
 * the renderer adds after the block's last line (`CodeBlock`).
 */
export function codeTextOf(button: Element): string {
  const text = button.parentElement?.querySelector('code')?.textContent ?? '';
  return text.endsWith('\n') ? text.slice(0, -1) : text;
}

/**
 * Puts `text` on the clipboard: the Clipboard API where the page may use it (a secure context: https
 * or localhost), else the older copy command on a selected, off-screen text area (a static edition
 * served over plain http). Resolves whether it worked; never rejects.
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard !== undefined && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, the page not focused): the older way may still work.
    }
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.insetInlineStart = '-9999px';
  const focused = document.activeElement;
  document.body.append(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  if (focused instanceof HTMLElement) focused.focus();
  return ok;
}
