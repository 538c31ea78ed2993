import type * as z from 'zod/mini';

/** Any contracts schema: all are written with zod/mini (docs/performance.md says why). */
export type ContractSchema = z.ZodMiniType;
