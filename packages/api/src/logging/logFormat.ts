/** LOG_FORMAT's values: pino's JSON lines, or readable lines for a person. */
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** What the choice of format needs to know about where the lines go. */
export interface LogOutput {
  /** stdout is a terminal (`process.stdout.isTTY`). */
  readonly terminal: boolean;
  /** `npm run dev` (NODE_ENV=development): read by a person, through turbo rather than straight on a terminal. */
  readonly development: boolean;
}

/**
 * LOG_FORMAT when it is set; unset or empty, what suits the output: readable lines for a person at
 * a terminal (and under `npm run dev`), JSON lines for anything else (containers, log shippers,
 * files). Undefined for a value that is neither format.
 */
export function chooseLogFormat(setting: string | undefined, output: LogOutput): LogFormat | undefined {
  if (setting === undefined || setting === '') return output.terminal || output.development ? 'pretty' : 'json';
  return LOG_FORMATS.find((format) => format === setting);
}
