import './zodSetup';
import * as z from 'zod/mini';

/** Answer of `GET /api/health`: 200 when the database answers, 503 when it does not. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  dialect: z.enum(['sqlite', 'mysql']),
  uptimeSeconds: z.number().check(z.nonnegative()),
  time: z.string(),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * Answer of `GET /api/ready`, for a load balancer: 200 `ready` when the database answers, every
 * migration this build ships is applied and the server is not shutting down; else 503 `unavailable`,
 * with `problems` saying which (in words, for a person reading the balancer's log).
 */
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['up', 'down']),
  /** `unknown` while the database does not answer; `pending`: this build ships migrations the database lacks. */
  migrations: z.enum(['current', 'pending', 'unknown']),
  /** True once the server got SIGTERM/SIGINT and finishes the requests it has (at most 10 s). */
  shuttingDown: z.boolean(),
  problems: z.array(z.string()),
});

export type ReadyResponse = z.infer<typeof readyResponseSchema>;
