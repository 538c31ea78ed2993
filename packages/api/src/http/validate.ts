import { type ContractSchema, refusalMessage } from '@portfolio/contracts/schema';
import type { z } from 'zod';
import { ValidationError } from './errors';

/**
 * Parses untrusted input with a contracts schema. A failure is a 400 whose message names the
 * first offending field, e.g. `date: must be a real date in YYYY-MM-DD form` (contracts'
 * `refusalMessage`, which the static edition's refusals share).
 */
export function parseInput<S extends ContractSchema>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(refusalMessage(result.error.issues));
  return result.data;
}
