import type { ContractSchema } from '@portfolio/contracts/schema';
import type { z } from 'zod';
import { ValidationError } from './errors';

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * Parses untrusted input with a contracts schema. A failure is a 400 whose message names the
 * first offending field, e.g. `date: must be a real date in YYYY-MM-DD form`.
 */
export function parseInput<S extends ContractSchema>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const [first] = result.error.issues;
    throw new ValidationError(first ? describeIssue(first) : 'Invalid input');
  }
  return result.data;
}
