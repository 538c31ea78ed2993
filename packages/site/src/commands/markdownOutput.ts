import { print } from '@portfolio/terminal-ui/engine/output';
import type { Effect } from '@portfolio/terminal-ui/engine/types';

/**
 * A post's Markdown as terminal text (`markdown/terminalMarkdown.ts`), one print per line. The
 * renderer and its parser load with the first `cat`, not with the screen: a terminal's first paint
 * does not wait for them.
 */
export async function printMarkdown(markdown: string): Promise<Effect[]> {
  const { markdownTerminalLines } = await import('../markdown/terminalMarkdown');
  return markdownTerminalLines(markdown).map((line) => print(...line));
}
