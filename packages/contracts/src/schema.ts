import type * as z from 'zod/mini';

/** Any contracts schema: all are written with zod/mini (README "Performance" says why). */
export type ContractSchema = z.ZodMiniType;
