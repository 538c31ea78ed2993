import { once } from 'node:events';
import { createRequestListener } from './app';
import { tokenGenerationsIn } from './auth/tokenGeneration';
import { createTokenService } from './auth/tokens';
import { ConfigError, loadConfig } from './config';
import type { Logger } from './logging/log';
import { createHttpServer } from './http/requestTimeouts';
import { createDrain, shutDownOnSignals } from './http/shutdown';
import { chooseLogFormat, LOG_FORMATS } from './logging/logFormat';
import { createLogging } from './logging/logger';
import { createMetrics } from './metrics/metrics';
import { type MetricsServer, startMetricsServer } from './metrics/metricsServer';
import { prepare } from './startup';
import type { ExportScheduler } from './export/exportScheduler';
import { startStaticExportLoop } from './export/staticExportLoop';

/** How long after listening the server starts its deferred work (`Prepared.afterListening`). */
const AFTER_LISTENING_DELAY_MS = 1000;

/** The server's own logger once the settings are read (JSON lines, or readable ones on a terminal); before, the console. */
let log: Logger = console;

async function main(): Promise<void> {
  // The server is the production one unless told otherwise: React's server renderer, loaded at the
  // first page, picks its build from this (the development one renders pages ~2.5× slower), and
  // Koa hides error details in production.
  process.env.NODE_ENV ??= 'production';
  const config = loadConfig();
  const logFormat = chooseLogFormat(process.env.LOG_FORMAT, { terminal: process.stdout.isTTY === true, development: process.env.NODE_ENV === 'development' });
  if (!logFormat) throw new ConfigError(`Invalid configuration:\n  LOG_FORMAT: must be one of ${LOG_FORMATS.join(', ')}`);
  const { logger, requestLog, announce } = await createLogging(config.logLevel, logFormat);
  log = logger;
  // Counted only when served: METRICS_PORT set.
  const metrics = config.metrics ? createMetrics() : undefined;
  let metricsServer: MetricsServer | undefined;
  const { db, jwtSecret, afterListening } = await prepare(config, log, announce);
  // STATIC_EXPORT_DIR: the static edition kept up to date after each owner write (docs/static.md).
  const staticExport: ExportScheduler | undefined = config.staticExportDir ? startStaticExportLoop(config.staticExportDir, { db, config, jwtSecret, log }) : undefined;
  // SIGTERM/SIGINT: no new connections, the requests in flight finish (at most 10 s), the pool closes.
  const drain = createDrain();
  const server = createHttpServer(
    createRequestListener({
      db,
      config,
      tokens: createTokenService(jwtSecret, config.tokenTtlSeconds, tokenGenerationsIn(db.knex)),
      lifecycle: drain,
      log,
      requestLog,
      metrics,
      ...(staticExport ? { onContentWrite: () => staticExport.schedule() } : {}),
    }),
  );
  drain.track(server);
  shutDownOnSignals(drain, {
    close: async () => {
      // An export running finishes first: it reads the database the pool is about to close.
      staticExport?.stop();
      await staticExport?.idle();
      await Promise.all([metricsServer?.close(), db.knex.destroy()]);
    },
    log,
  });
  server.listen(config.port, config.host);
  await once(server, 'listening');
  log.info(`Portfolio listening on http://localhost:${config.port}`);
  if (config.metrics && metrics) {
    metricsServer = await startMetricsServer(metrics.registry, config.metrics.port, config.metrics.host);
    log.info(`Metrics on http://${config.metrics.host}:${config.metrics.port}/metrics`);
  }
  // Once the first requests are answered: the demo's images through the media pipeline (once per database).
  setTimeout(() => void afterListening().then(() => staticExport?.schedule()), AFTER_LISTENING_DELAY_MS).unref();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else log.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
