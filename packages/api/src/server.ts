import { once } from 'node:events';
import { createRequestListener } from './app';
import { tokenGenerationsIn } from './auth/tokenGeneration';
import { createTokenService } from './auth/tokens';
import { ConfigError, loadConfig } from './config';
import { createHttpServer } from './http/requestTimeouts';
import { prepare } from './startup';

/** How long after listening the server starts its deferred work (`Prepared.afterListening`). */
const AFTER_LISTENING_DELAY_MS = 1000;

async function main(): Promise<void> {
  // The server is the production one unless told otherwise: React's server renderer, loaded at the
  // first page, picks its build from this (the development one renders pages ~2.5× slower), and
  // Koa hides error details in production.
  process.env.NODE_ENV ??= 'production';
  const config = loadConfig();
  const { db, jwtSecret, afterListening } = await prepare(config, console);
  const server = createHttpServer(createRequestListener({ db, config, tokens: createTokenService(jwtSecret, config.tokenTtlSeconds, tokenGenerationsIn(db.knex)) }));
  server.listen(config.port, config.host);
  await once(server, 'listening');
  console.info(`Portfolio listening on http://localhost:${config.port}`);
  // Once the first requests are answered: the demo's images through the media pipeline (once per database).
  setTimeout(() => void afterListening(), AFTER_LISTENING_DELAY_MS).unref();

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.info(`${signal} received, closing.`);
    server.close(() => {
      void db.knex.destroy().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
