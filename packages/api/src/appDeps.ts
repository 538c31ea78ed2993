import type { TokenService } from './auth/tokens';
import type { AppConfig } from './config';
import type { Database } from './db/connection';
import type { Logger } from './logging/log';
import type { RequestLog } from './http/requestObserver';
import type { ServerLifecycle } from './http/shutdown';
import type { Metrics } from './metrics/metrics';

/** What the app and each feature's router are built from (`createApp(deps)`); routes import it from here, not from app.ts. */
export interface AppDeps {
  readonly db: Database;
  readonly config: AppConfig;
  readonly tokens: TokenService;
  readonly log?: Logger;
  /** Where each request's line goes (http/requestObserver.ts); none when left out (tests, unless they ask). */
  readonly requestLog?: RequestLog;
  /** What `/metrics` on METRICS_PORT reports (metrics/metrics.ts); nothing is counted when left out. */
  readonly metrics?: Metrics;
  /** Whether the server is shutting down (`/api/ready` answers 503 then); a server that never drains leaves it out. */
  readonly lifecycle?: ServerLifecycle;
  /** Told after each owner write that went through (STATIC_EXPORT_DIR exports again); none when left out. */
  readonly onContentWrite?: () => void;
}
