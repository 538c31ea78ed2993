import { printText } from '@portfolio/terminal-ui/engine/output';
import type { Command } from '@portfolio/terminal-ui/engine/types';

/**
 * `echo <text>`: prints its arguments joined by one space, as typed (the line was split on runs of
 * spaces, as a shell splits it; quotes are not interpreted). Alone it prints an empty line.
 */
export const echoCommand: Command = {
  name: 'echo',
  description: 'Print a line of text',
  usage: 'echo <text>',
  manual: {
    description: [
      'Prints its arguments on one line, separated by single spaces. Quotes are printed as typed.',
      'Without arguments it prints an empty line.',
    ],
    examples: ['echo hello world'],
  },
  run: (args) => [printText(args.join(' '))],
};
