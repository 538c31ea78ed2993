import type { Logger } from '../logging/log';

/** A logger that keeps each line as text, for tests that read what the server said. */
export function capturedLog(): { readonly log: Logger; readonly lines: string[] } {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  };
  return { log: { info: keep, warn: keep, error: keep }, lines };
}
