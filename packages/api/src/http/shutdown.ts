import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Logger } from '../logging/log';

/** How long a server told to stop lets the requests it has finish before it gives up on them. */
export const DRAIN_LIMIT_MS = 10_000;

/** Whether the server is shutting down: from then on `/api/ready` answers 503, so a balancer stops sending. */
export interface ServerLifecycle {
  readonly shuttingDown: boolean;
}

/** What lets a server stop without cutting a request off. */
export interface Drain extends ServerLifecycle {
  /** Requests being answered now. */
  readonly inFlight: number;
  /** Follows `server`'s requests; call before it listens. */
  track(server: Server): void;
  /**
   * Stops accepting connections (once those already queued are accepted) and has every answer from now on (those in flight included) sent
   * with `Connection: close`, so a keep-alive client reconnects to another server. Idle keep-alive
   * connections are not cut at once: each ends when its client closes it, after its next answer,
   * or at the server's keep-alive time-out (Node's 5 s), when those still idle are closed.
   * Resolves once every connection has ended.
   */
  drain(): Promise<void>;
}

/**
 * A drain for one server: made before the app (which reads `shuttingDown` for `/api/ready`),
 * then given the server with `track`.
 */
export function createDrain(): Drain {
  let shuttingDown = false;
  // Answers say `Connection: close` only once the listener is closed: said earlier, they would make
  // the proxy open new connections to this server, which would queue on the listener as it closes.
  let listenerClosed = false;
  let tracked: Server | undefined;
  const inFlight = new Set<ServerResponse>();
  // One handler for every response (`this` is the response), not a closure made per request.
  function answered(this: ServerResponse): void {
    inFlight.delete(this);
  }
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    get inFlight() {
      return inFlight.size;
    },
    track(server) {
      tracked = server;
      // First among the listeners: a cached answer is written synchronously by the app's own.
      server.prependListener('request', (_req, res: ServerResponse) => {
        inFlight.add(res);
        if (listenerClosed) closeAfter(res);
        res.on('close', answered);
      });
    },
    drain() {
      shuttingDown = true;
      const server = tracked;
      if (!server) return Promise.resolve();
      // net.Server's close: stop listening, nothing more. http.Server's would also cut the idle
      // keep-alive connections at once, and a request a proxy is sending down one of them at that
      // moment would be lost: nginx sees a reset, and does not send a POST to another server again
      // (the rolling restart behind nginx lost writes so). Its keep-alive time-out (4 s in
      // deploy/nginx.conf) is shorter than Node's (5 s), so nginx closes them first, between requests.
      // Connections that never carried a request (a browser's preconnect) have no such time-out.
      const idleLeft = setTimeout(() => server.closeIdleConnections(), server.keepAliveTimeout).unref();
      return new Promise<void>((resolve) =>
        // Not closed in this tick: connections the kernel completed while the event loop was busy
        // wait in the listening socket's queue until the next poll phase accepts them, and closing
        // the socket resets them, the request already sent on them included (nginx logs "recv()
        // failed (104: Connection reset by peer)" and does not pass a POST on: the rolling restart
        // lost a write so). Two immediates later that poll phase has run and accepted them; they are
        // answered with `Connection: close` like the rest. The window left (a connection completed
        // during that poll phase's callbacks) is kept small by not asking the proxy to reconnect
        // before the close, and by its pool of idle connections (deploy/nginx.conf's `keepalive`).
        setImmediate(() =>
          setImmediate(() => {
            NetServer.prototype.close.call(server, () => {
              clearTimeout(idleLeft);
              resolve();
            });
            listenerClosed = true;
            for (const res of inFlight) closeAfter(res);
          }),
        ),
      );
    },
  };
}

export interface ShutdownOptions {
  /** What is closed once no request is left: the database pool. */
  readonly close: () => Promise<void>;
  readonly log: Logger;
  readonly limitMs?: number;
  readonly exit?: (code: number) => void;
}

/**
 * On SIGTERM or SIGINT: drain the server (at most `limitMs`), close the pool, exit 0. A second
 * signal, or requests still unfinished at the limit, exit 1 with a line saying so.
 */
export function shutDownOnSignals(server: Drain, { close, log, limitMs = DRAIN_LIMIT_MS, exit = (code) => process.exit(code) }: ShutdownOptions): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.error(`${signal} received again while shutting down: exiting now, ${server.inFlight} request(s) unfinished.`);
      exit(1);
      return;
    }
    stopping = true;
    log.info(`${signal} received: no new connections; finishing ${server.inFlight} request(s) in flight (at most ${limitMs / 1000} s), then closing.`);
    setTimeout(() => {
      log.error(`Shutdown: ${server.inFlight} request(s) still unfinished after ${limitMs / 1000} s; exiting without them.`);
      exit(1);
    }, limitMs).unref();
    void server
      .drain()
      .then(close)
      .then(
        () => {
          log.info('Shut down cleanly.');
          exit(0);
        },
        (error: unknown) => {
          log.error(`Shutdown: closing the database pool failed: ${error instanceof Error ? error.message : String(error)}`);
          exit(1);
        },
      );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
