import { request } from 'node:http';

/**
 * The body flood anyone can send: JSON nested 400,000 arrays deep (800 KB, under the old 1 MB
 * limit), with and without Content-Length, to the login and, without a token, to an admin call;
 * and a login body over every limit. No request needs a password or a token.
 */
const DEPTH = 400_000;
const DEEP_ARRAYS = Buffer.from(`${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`);
const OVERSIZED_LOGIN = Buffer.from(JSON.stringify({ password: 'x'.repeat(1_500_000) }));
const CHUNK_BYTES = 64 * 1024;

interface Shot {
  readonly path: string;
  readonly body: Buffer;
  /** Sent as chunks without Content-Length, so the server cannot refuse it by its header. */
  readonly chunked: boolean;
}

/** One round of the flood, sent in turn: three deep bodies for every oversized login. */
export const FLOOD_SHOTS: readonly Shot[] = [
  { path: '/api/login', body: DEEP_ARRAYS, chunked: false },
  { path: '/api/login', body: DEEP_ARRAYS, chunked: true },
  { path: '/api/admin/writing', body: DEEP_ARRAYS, chunked: false },
  { path: '/api/login', body: OVERSIZED_LOGIN, chunked: false },
];

export interface FloodTally {
  readonly sent: number;
  /** Answers counted by status. */
  readonly statuses: Readonly<Record<string, number>>;
  /** Requests that got no answer at all. */
  readonly unanswered: number;
}

export interface BodyFlood {
  /** Stops sending and waits for the answers still due. */
  stop(): Promise<FloodTally>;
}

/** Sends one shot on a connection of its own; resolves with the answer's status, or undefined when none came. */
function send(origin: URL, shot: Shot): Promise<number | undefined> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (!shot.chunked) headers['Content-Length'] = String(shot.body.length);
    const req = request({ hostname: origin.hostname, port: origin.port, path: shot.path, method: 'POST', headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
      res.on('error', () => resolve(res.statusCode));
    });
    // A server may answer before the body is all sent and then stop reading; the answer is what counts.
    req.on('error', () => resolve(undefined));
    if (shot.chunked) {
      for (let at = 0; at < shot.body.length; at += CHUNK_BYTES) req.write(shot.body.subarray(at, at + CHUNK_BYTES));
      req.end();
    } else {
      req.end(shot.body);
    }
  });
}

/**
 * Sends `perSecond` flood requests a second to `baseUrl`, open loop (a slow answer does not slow
 * the sending), until stopped.
 */
export function startBodyFlood(baseUrl: string, perSecond: number): BodyFlood {
  const origin = new URL(baseUrl);
  const answers: Promise<number | undefined>[] = [];
  const timer = setInterval(() => {
    const shot = FLOOD_SHOTS[answers.length % FLOOD_SHOTS.length] as Shot;
    answers.push(send(origin, shot));
  }, 1000 / perSecond);

  return {
    async stop() {
      clearInterval(timer);
      const statuses: Record<string, number> = {};
      let unanswered = 0;
      for (const status of await Promise.all(answers)) {
        if (status === undefined) unanswered += 1;
        else statuses[status] = (statuses[status] ?? 0) + 1;
      }
      return { sent: answers.length, statuses, unanswered };
    },
  };
}
