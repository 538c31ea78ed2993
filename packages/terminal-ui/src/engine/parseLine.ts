/** A typed line split into its command and arguments. */
export interface ParsedLine {
  readonly command: string;
  readonly args: readonly string[];
}

/**
 * Splits a typed line on runs of white space. An empty or blank line is no command (`null`),
 * which the terminal answers by echoing the prompt only.
 */
export function parseLine(line: string): ParsedLine | null {
  const words = line.trim().split(/\s+/).filter((word) => word.length > 0);
  const [command, ...args] = words;
  if (command === undefined) return null;
  return { command, args };
}
