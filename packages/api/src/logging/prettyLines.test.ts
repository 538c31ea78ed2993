import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Logger } from './log';
import { loggerOptions } from './logger';
import { loadPrettyFormatter, prettyLines } from './prettyLines';
import { requestLines } from './requestLines';

/** What the server prints, readable and uncoloured, for what `write` logs through pino. */
async function printed(write: (log: pino.Logger) => void): Promise<string[]> {
  const { format } = await loadPrettyFormatter(false);
  const out: string[] = [];
  write(pino(loggerOptions('info'), prettyLines({ write: (text: string) => out.push(text) }, format)));
  return out;
}

const TIME = String.raw`\[\d\d:\d\d:\d\d\.\d{3}\]`;

describe('readable log lines', () => {
  it('are the time, the level and the message, without pid or hostname', async () => {
    const lines = await printed((pinoLog) => {
      // As the server's code sees it (http/errorHandler.ts), the console's way.
      const log: Logger = pinoLog;
      log.info('Portfolio listening on http://localhost:3000');
      log.warn('knex:', { code: 'X' });
    });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^${TIME} INFO: Portfolio listening on http://localhost:3000\n$`));
    expect(lines[1]).toMatch(new RegExp(`^${TIME} WARN: knex: \\{ code: 'X' \\}\n$`));
  });

  it('keep a message of several lines (a stack) as it is', async () => {
    const [line] = await printed((pinoLog) => {
      const log: Logger = pinoLog;
      log.error('GET /x failed:', 'Error: boom\n    at here');
    });
    expect(line).toMatch(new RegExp(`^${TIME} ERROR: GET /x failed: Error: boom\n    at here\n$`));
  });

  it('say a request in one line: method, route, status, time and id', async () => {
    const lines = await printed((log) => {
      log.info({ requestId: 'a1', method: 'GET', route: '/api/writing/:slug', status: 200, durationMs: 0.4 }, 'request');
      log.info({ requestId: 'b2', method: 'POST', route: '/api/login', status: 503, durationMs: 1234.5, aborted: true }, 'request');
    });
    expect(lines[0]).toMatch(new RegExp(`^${TIME} INFO: GET /api/writing/:slug 200 0.4 ms · a1\n$`));
    expect(lines[1]).toMatch(new RegExp(`^${TIME} INFO: POST /api/login 503 1234.5 ms \\(aborted\\) · b2\n$`));
  });

  it("read the request lines' own JSON too, and drop control characters a path could carry to the terminal", async () => {
    const { format } = await loadPrettyFormatter(false);
    const out: string[] = [];
    requestLines({ write: (json: string) => out.push(format(json)) }, true).info(
      { requestId: 'c3', method: 'GET', route: '/odd\u001b[2J\u0007path', status: 404, durationMs: 1 },
      'request',
    );
    expect(out[0]).toMatch(new RegExp(`^${TIME} INFO: GET /odd\\[2Jpath 404 1 ms · c3\n$`));
  });

  it('are coloured when asked', async () => {
    const { colors, format } = await loadPrettyFormatter(true);
    expect(colors).toBe(true);
    const line = format(JSON.stringify({ level: 30, time: 0, msg: 'hello' }));
    expect(line).toContain('\u001b[32mINFO\u001b[39m');
  });
});
