/**
 * What the server says: the pino logger in the server (logging/logger.ts: one JSON line each, the
 * details joined to the message as the console would), the console in scripts, a quiet or
 * capturing one in tests.
 */
export interface Logger {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}
