import type { z } from 'zod';
import type * as zm from 'zod/mini';

/** A contracts schema, classic zod or zod/mini (config.ts); both parse with `.safeParse`. */
export type ContractSchema = z.ZodType | zm.ZodMiniType;

export type ContractParse<S extends ContractSchema> =
  | { readonly success: true; readonly data: z.output<S> }
  | { readonly success: false; readonly error: z.core.$ZodError };

/**
 * `schema.safeParse(input)` typed by the schema's output. TypeScript reads the call on the union
 * as returning `unknown`; both kinds return `S`'s output, so the type is restored here, once.
 */
export function parseContract<S extends ContractSchema>(schema: S, input: unknown): ContractParse<S> {
  return schema.safeParse(input) as ContractParse<S>;
}
