import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';

/** More than the largest body any route takes (a 10 MB resume with its multipart wrapping). */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

const hasBody = (req: IncomingMessage) => Number(req.headers['content-length']) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * A body left unread by the answer (a 401 before it was read, a 413 part-way) is read and thrown
 * away, so the next request on a keep-alive connection is read from the right place; past
 * `maxBytes`, the connection is closed once the answer is out instead.
 */
export function drainUnreadBody(maxBytes = DRAIN_MAX_BYTES): Middleware {
  return async (ctx, next) => {
    await next();
    const { req, res } = ctx;
    if (!hasBody(req) || req.readableEnded) return;

    let drained = 0;
    const hangUp = () => {
      req.off('data', count);
      if (res.writableFinished) req.socket.destroy();
      else res.once('finish', () => req.socket.destroy());
    };
    const count = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > maxBytes) hangUp();
    };
    req.on('data', count);
    req.resume();
  };
}
