import { inspect } from 'node:util';
import { type Level, type Logger as PinoLogger, type LoggerOptions, pino } from 'pino';
import type { RequestLog } from '../http/requestObserver';
import { batchedLines } from './batchedLines';
import type { LogFormat } from './logFormat';
import { type Announce, announceIn, noticeBox } from './notice';
import { loadPrettyFormatter, prettyLines } from './prettyLines';
import { requestLines } from './requestLines';

/** LOG_LEVEL's values: pino's levels, and `silent` for none. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const satisfies readonly (Level | 'silent')[];
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The widest a notice's box is drawn, on a terminal at least as wide. */
const NOTICE_WIDTH = 80;

const textOf = (detail: unknown) => (typeof detail === 'string' ? detail : inspect(detail));

/**
 * The server's logger: one JSON line per message on stdout (pid, hostname, time, level, msg).
 * Messages written the console's way (`log.error('… failed:', stack)`) keep their details, joined
 * to the message as the console joins them; pino alone would drop them.
 */
export const loggerOptions = (level: LogLevel): LoggerOptions => ({
  level,
  hooks: {
    logMethod(args, method) {
      if (args.length > 1 && typeof args[0] === 'string') {
        const [message, ...details] = args;
        method.call(this, [message, ...details.map(textOf)].join(' '));
        return;
      }
      method.apply(this, args);
    },
  },
});

/** The server's logger, where its request lines go (the same output), and how it says a notice. */
export interface ServerLogging {
  readonly logger: PinoLogger;
  readonly requestLog: RequestLog;
  readonly announce: Announce;
}

/**
 * The server's output on stdout, in `format` (logging/logFormat.ts). JSON: a turn's lines in one
 * write (logging/batchedLines.ts), request lines through their own template (requestLines.ts).
 * Readable: each line formatted by pino-pretty as it is written, and a notice in a box; a person
 * reads it, so the request lines take pino's general path.
 */
export async function createLogging(level: LogLevel, format: LogFormat): Promise<ServerLogging> {
  // pino's synchronous destination keeps writing when stdout is a pipe that is momentarily full and goes quiet if it broke.
  const stdout = pino.destination({ dest: 1, sync: true });
  if (format === 'pretty') {
    const pretty = await loadPrettyFormatter();
    const logger = pino(loggerOptions(level), prettyLines(stdout, pretty.format));
    const width = Math.min(process.stdout.columns || NOTICE_WIDTH, NOTICE_WIDTH);
    const announce: Announce = (notice) => {
      if (logger.isLevelEnabled('warn')) stdout.write(`\n${noticeBox(notice, { colors: pretty.colors, width })}\n\n`);
    };
    return { logger, requestLog: logger, announce };
  }
  const lines = batchedLines(stdout);
  const logger = pino(loggerOptions(level), lines);
  return { logger, requestLog: requestLines(lines, logger.isLevelEnabled('info')), announce: announceIn(logger) };
}
