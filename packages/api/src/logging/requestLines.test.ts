import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { RequestLine } from '../http/requestObserver';
import { loggerOptions } from './logger';
import { requestLines } from './requestLines';

const LINES: RequestLine[] = [
  { requestId: '0b6f7a52-3c1e-4f0e-9d55-2f3b8f0c9a11', method: 'GET', route: '/api/writing/:slug', status: 200, durationMs: 0.4 },
  { requestId: 'lb-7f3a.2_x', method: 'POST', route: '/odd "path"\\with\u0001 controls/é', status: 503, durationMs: 1234.5, aborted: true },
];

/** The text each writer makes of `line`, and the keys of its JSON in order, with `time` set aside. */
function written(write: (sink: { write(text: string): void }) => void): { text: string; json: Record<string, unknown> }[] {
  const texts: string[] = [];
  write({ write: (text) => void texts.push(text) });
  return texts.map((text) => {
    const { time, ...json } = JSON.parse(text) as Record<string, unknown>;
    expect(typeof time).toBe('number');
    return { text: text.replace(/"time":\d+/, '"time":0'), json };
  });
}

describe('request lines', () => {
  it("are pino's info lines, byte for byte but the time", () => {
    const ours = written((sink) => {
      const log = requestLines(sink, true);
      for (const line of LINES) log.info(line, 'request');
    });
    const pinos = written((sink) => {
      const log = pino(loggerOptions('info'), sink);
      for (const line of LINES) log.info(line, 'request');
    });
    expect(ours).toEqual(pinos);
    expect(ours[1]?.json).toMatchObject({ level: 30, aborted: true, route: LINES[1]?.route, msg: 'request' });
  });

  it('write nothing when the level leaves info lines out', () => {
    expect(written((sink) => requestLines(sink, false).info(LINES[0] as RequestLine, 'request'))).toEqual([]);
  });
});
