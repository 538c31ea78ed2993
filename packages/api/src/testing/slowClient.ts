import { connect } from 'node:net';

export interface SlowAnswer {
  /** The status the server answered, if it answered before it closed the connection. */
  readonly status: number | undefined;
  /** When the server closed the connection, counted from the first byte sent. */
  readonly closedAfterMs: number;
}

/**
 * A client on a raw connection: writes `head` at once, then one of `chunks` every `everyMs`, and
 * says how and when the server ended it. Send `Connection: close`, so a finished request ends too.
 */
export function slowRequest(baseUrl: string, head: string, chunks: readonly (string | Buffer)[] = [], everyMs = 1000): Promise<SlowAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const started = performance.now();
    let received = '';
    let next = 0;
    const timer = setInterval(() => {
      const chunk = chunks[next];
      next += 1;
      if (chunk !== undefined && socket.writable) socket.write(chunk);
    }, everyMs);
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1');
    });
    // The server may reset the connection while bytes are still coming: that too is an ending.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      resolve({ status: status === undefined ? undefined : Number(status), closedAfterMs: performance.now() - started });
    });
    socket.once('connect', () => socket.write(head));
    socket.once('error', (error) => {
      if (received === '' && next === 0) reject(error);
    });
  });
}
