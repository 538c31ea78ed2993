import { describe, expect, it } from 'vitest';
import { responseErrorMessage } from './http';

const answer = (body: string, type: string, status = 502, statusText = 'Bad Gateway') =>
  new Response(body, { status, statusText, headers: { 'Content-Type': type } });

describe('responseErrorMessage', () => {
  it("gives the JSON answer's error", async () => {
    expect(await responseErrorMessage(answer('{"error":"date: must be a real date"}', 'application/json', 400, 'Bad Request'))).toBe('date: must be a real date');
  });

  it('gives a short plain-text answer as it reads, on one line', async () => {
    expect(await responseErrorMessage(answer('Bad gateway:\n upstream down\n', 'text/plain; charset=utf-8'))).toBe('Bad gateway: upstream down');
  });

  it('gives the status line for HTML pages, long or empty text, and JSON without an error', async () => {
    expect(await responseErrorMessage(answer('<html><body>502</body></html>', 'text/html'))).toBe('502 Bad Gateway');
    expect(await responseErrorMessage(answer('x'.repeat(201), 'text/plain'))).toBe('502 Bad Gateway');
    expect(await responseErrorMessage(answer('  ', 'text/plain'))).toBe('502 Bad Gateway');
    expect(await responseErrorMessage(answer('{"message":"no"}', 'application/json', 500, 'Internal Server Error'))).toBe('500 Internal Server Error');
  });
});
