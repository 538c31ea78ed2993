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
