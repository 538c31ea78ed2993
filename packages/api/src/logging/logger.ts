import { inspect } from 'node:util';
import { type Level, type Logger as PinoLogger, type LoggerOptions, pino } from 'pino';

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

/**
 * In development (`npm run dev` sets NODE_ENV=development) the lines are made readable by
 * pino-pretty, a dev dependency loaded in a worker by name only there: production never needs it.
 */
export function createLogger(level: LogLevel, env: NodeJS.ProcessEnv = process.env): PinoLogger {
  if (env.NODE_ENV === 'development') {
    return pino({
      ...loggerOptions(level),
      transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname,requestId,method,route,status,durationMs', messageFormat: PRETTY_REQUEST } },
    });
  }
  return pino(loggerOptions(level));
}
