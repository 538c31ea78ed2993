import { inspect } from 'node:util';
import { type Level, type Logger as PinoLogger, type LoggerOptions, pino } from 'pino';
import type { RequestLog } from '../http/requestObserver';
import { batchedLines } from './batchedLines';
import { requestLines } from './requestLines';

/** LOG_LEVEL's values: pino's levels, and `silent` for none. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const satisfies readonly (Level | 'silent')[];
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The request lines' fields (http/requestObserver.ts), shown in one line by pino-pretty in development. */
const PRETTY_REQUEST = '{msg}{if requestId} {method} {route} {status} {durationMs} ms · {requestId}{end}';

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

/** The server's logger, and where its request lines go (the same output). */
export interface ServerLogging {
  readonly logger: PinoLogger;
  readonly requestLog: RequestLog;
}

/**
 * In development (`npm run dev` sets NODE_ENV=development) the lines are made readable by
 * pino-pretty, a dev dependency loaded in a worker by name only there: production never needs it.
 */
export function createLogging(level: LogLevel, env: NodeJS.ProcessEnv = process.env): ServerLogging {
  if (env.NODE_ENV === 'development') {
    const logger = pino({
      ...loggerOptions(level),
      transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname,requestId,method,route,status,durationMs', messageFormat: PRETTY_REQUEST } },
    });
    return { logger, requestLog: logger };
  }
  // A turn's lines in one write (logging/batchedLines.ts) through pino's synchronous destination,
  // which keeps writing when stdout is a pipe that is momentarily full and goes quiet if it broke.
  const lines = batchedLines(pino.destination({ dest: 1, sync: true }));
  const logger = pino(loggerOptions(level), lines);
  return { logger, requestLog: requestLines(lines, logger.isLevelEnabled('info')) };
}
