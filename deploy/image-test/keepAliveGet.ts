import { type Agent, get } from 'node:http';

/** What one GET came to: its status, or `error: <code>` when none came; and why it was sent again, if it was. */
export interface GetOutcome {
  readonly status: number | string;
  /** The error of each try that failed on a reused connection before any answer (then it was sent again). */
  readonly resentAfter: readonly string[];
}

/** How a server's close shows when the request was written to a connection it had just closed. */
const CLOSED_UNDER_IT = new Set(['ECONNRESET', 'EPIPE']);
/** Each resend takes another kept-alive connection or a new one: a reload closes at most the pool's idle ones. */
const MAX_RESENDS = 8;

/**
 * GET `url` on `agent`'s kept-alive connections, as a browser does: a server may close an idle
 * connection just as a request goes down it (nginx does at `nginx -s reload`, closing its idle
 * keep-alive connections), so a request that failed on a reused connection before any answer
 * is sent again (RFC 9112 §9.3.1; fetch does not). A new connection's failure, an answer cut
 * short or no answer within `timeoutMs` is the outcome.
 */
export function keepAliveGet(url: string, agent: Agent, timeoutMs = 3000): Promise<GetOutcome> {
  const attempt = (resentAfter: readonly string[]): Promise<GetOutcome> =>
    new Promise((resolve) => {
      let answered = false;
      let settled = false;
      const settle = (outcome: GetOutcome | Promise<GetOutcome>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(outcome);
      };
      const failed = (error: NodeJS.ErrnoException) => ({ status: `error: ${error.code ?? error.message}`, resentAfter });
      const request = get(url, { agent }, (response) => {
        answered = true;
        response.resume();
        response.once('end', () => settle({ status: response.statusCode ?? 0, resentAfter }));
        response.once('error', (error) => settle(failed(error)));
      });
      const timer = setTimeout(() => request.destroy(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'TIMEOUT' })), timeoutMs);
      request.once('error', (error: NodeJS.ErrnoException) => {
        const code = error.code ?? '';
        if (!answered && request.reusedSocket && CLOSED_UNDER_IT.has(code) && resentAfter.length < MAX_RESENDS) settle(attempt([...resentAfter, code]));
        else settle(failed(error));
      });
    });
  return attempt([]);
}
