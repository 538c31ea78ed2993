import type { MessageFormatFunc, PrettyOptions } from 'pino-pretty';
import type { LineSink } from './batchedLines';

/** The request lines' fields (http/requestObserver.ts), said in their message rather than listed under it. */
const REQUEST_FIELDS = ['requestId', 'method', 'route', 'status', 'durationMs', 'aborted'];

/** Control characters that could drive the terminal (a route is the request's path); tab and newline stay. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are stripped from request lines
const UNSAFE_CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** A request line as `GET /api/art 200 0.4 ms · <requestId>`; any other line's message as it is. */
export const readableMessage: MessageFormatFunc = (log, messageKey) => {
  const { requestId, method, route, status, durationMs, aborted } = log;
  const text =
    typeof requestId === 'string'
      ? `${String(method)} ${String(route)} ${String(status)} ${String(durationMs)} ms${aborted === true ? ' (aborted)' : ''} · ${requestId}`
      : String(log[messageKey] ?? '');
  return text.replace(UNSAFE_CONTROLS, '');
};

/** pino-pretty's settings: `[HH:MM:ss.l] LEVEL: message`, the time local, no pid or hostname. */
export const prettyOptions = (colorize: boolean): PrettyOptions => ({
  colorize,
  translateTime: 'SYS:HH:MM:ss.l',
  ignore: ['pid', 'hostname', ...REQUEST_FIELDS].join(','),
  messageFormat: readableMessage,
});

export interface PrettyFormatter {
  /** Whether the lines are coloured: pino-pretty's judgement of stdout (a terminal, NO_COLOR, FORCE_COLOR), unless told. */
  readonly colors: boolean;
  /** One of pino's JSON lines as a readable line, ending in a newline. */
  format(line: string): string;
}

/**
 * pino-pretty's formatter. Loaded only for readable output, so JSON output (production,
 * containers) never pays its ~25 ms at start; it formats in this thread, in order with the box
 * of a notice (a transport would print from a worker, whenever it gets to it).
 */
export async function loadPrettyFormatter(colors?: boolean): Promise<PrettyFormatter> {
  const { isColorSupported, prettyFactory } = await import('pino-pretty');
  const colorize = colors ?? isColorSupported;
  const pretty = prettyFactory(prettyOptions(colorize));
  return { colors: colorize, format: (line) => pretty(line) };
}

/** Where pino writes when the lines are to be readable: each JSON line formatted on its way to `sink`. */
export const prettyLines = (sink: LineSink, format: (line: string) => string): LineSink => ({
  write: (line: string) => sink.write(format(line)),
});
