import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Middleware } from 'koa';

/** A request's line and headers must all arrive within this (Node answers 408 and closes). */
export const HEADERS_TIMEOUT_MS = 10_000;
/** A request's body must all arrive within this (we answer 408 and close)… */
export const BODY_TIMEOUT_MS = 30_000;
/** …except the owner's upload, which may take up to this (Node's requestTimeout: 10 MB at 700 kbit/s)… */
export const UPLOAD_TIMEOUT_MS = 120_000;
/** …as long as no this long passes without a byte. */
export const UPLOAD_IDLE_TIMEOUT_MS = 10_000;

const bodyDeadlines = new WeakMap<IncomingMessage, NodeJS.Timeout>();

const TIMED_OUT_BODY = JSON.stringify({ error: 'Request timed out' });

const sendsBody = (req: IncomingMessage) => Number(req.headers['content-length']) > 0 || req.headers['transfer-encoding'] !== undefined;

/** Ends a request whose body is still coming: 408 if nothing was answered yet, and the connection closed. */
function cutOff(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete) return;
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  res.writeHead(408, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(TIMED_OUT_BODY),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    Connection: 'close',
  });
  res.end(TIMED_OUT_BODY, () => req.socket.destroy());
}

/** Gives every request that sends a body BODY_TIMEOUT_MS to send all of it. */
function withBodyDeadline(listener: RequestListener): RequestListener {
  return (req, res) => {
    if (sendsBody(req)) {
      const deadline = setTimeout(() => cutOff(req, res), BODY_TIMEOUT_MS).unref();
      bodyDeadlines.set(req, deadline);
      const clear = () => clearTimeout(deadline);
      req.once('end', clear).once('close', clear);
    }
    listener(req, res);
  };
}

/**
 * The HTTP server with time limits that fit a portfolio, instead of Node's 300 s for a request:
 * headers within 10 s, a body within 30 s (1 MB of JSON at 270 kbit/s), the owner's upload within
 * 120 s. Node's `requestTimeout` counts the whole request and cannot differ per route, so it is
 * the upload's 120 s, and the 30 s for every other body is our own deadline, per request.
 */
export function createHttpServer(listener: RequestListener): Server {
  return createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: UPLOAD_TIMEOUT_MS,
      // How often Node checks those two; its default (30 s) would let a 10 s limit run to 40 s.
      connectionsCheckingInterval: 1000,
    },
    withBodyDeadline(listener),
  );
}

/**
 * For the resume upload, after its token check, so only the owner gets it: instead of 30 s for
 * the whole body, no UPLOAD_IDLE_TIMEOUT_MS without a byte (a slow link uploads; a stalled one is
 * cut), within Node's UPLOAD_TIMEOUT_MS for the whole request.
 */
export function allowSlowUpload(): Middleware {
  return async (ctx, next) => {
    const { req, res } = ctx;
    clearTimeout(bodyDeadlines.get(req));
    if (!req.complete) {
      const idle = () => cutOff(req, res);
      // The socket's idle timer; Node emits 'timeout' on the request only while its body is unfinished.
      req.setTimeout(UPLOAD_IDLE_TIMEOUT_MS, idle);
      req.once('end', () => {
        req.off('timeout', idle);
        req.socket.setTimeout(0);
      });
    }
    await next();
  };
}
