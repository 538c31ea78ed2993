import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Logger } from './log';
import { loggerOptions } from './logger';

function captured(level: Parameters<typeof loggerOptions>[0] = 'info') {
  const lines: Record<string, unknown>[] = [];
  const log = pino(loggerOptions(level), { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { log, lines };
}

describe('the server logger', () => {
  it("writes a JSON line per message, keeping a console-style message's details in its text", () => {
    const { log: pinoLog, lines } = captured();
    // As the server's code sees it (http/errorHandler.ts), the console's way.
    const log: Logger = pinoLog;
    log.info('Portfolio listening on http://localhost:3000');
    log.error('GET /x failed:', 'Error: boom\n    at here');
    log.warn('knex:', { code: 'X' });
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [30, 'Portfolio listening on http://localhost:3000'],
      [50, 'GET /x failed: Error: boom\n    at here'],
      [40, "knex: { code: 'X' }"],
    ]);
    expect(lines[0]).toHaveProperty('time');
  });

  it('keeps the fields of a structured line, and leaves out what is below its level', () => {
    const { log, lines } = captured('warn');
    log.info({ requestId: 'a' }, 'request');
    log.warn({ requestId: 'b' }, 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ requestId: 'b', msg: 'request', level: 40 });
  });
});
