import type { TokenService } from './auth/tokens';
import type { AppConfig } from './config';
import type { Database } from './db/connection';
import type { Logger } from './http/errorHandler';

/** What the app and each feature's router are built from (`createApp(deps)`); routes import it from here, not from app.ts. */
export interface AppDeps {
  readonly db: Database;
  readonly config: AppConfig;
  readonly tokens: TokenService;
  readonly log?: Logger;
}
