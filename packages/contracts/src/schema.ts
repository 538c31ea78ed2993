import type * as z from 'zod/mini';

/** Any contracts schema: all are written with zod/mini (docs/performance.md says why). */
export type ContractSchema = z.ZodMiniType;

/** An issue as far as `refusalMessage` reads it. */
export type RefusedIssue = Pick<z.core.$ZodIssue, 'path' | 'message'>;

/**
 * How the API words a refused input, the `error` of its 400: the first issue, after the path of the
 * field it is about (`date: must be a real date in YYYY-MM-DD form`). The static edition words a
 * refusal it finds itself the same way, so both editions show the same message.
 */
export function refusalMessage(issues: readonly RefusedIssue[]): string {
  const [first] = issues;
  if (!first) return 'Invalid input';
  const path = first.path.map(String).join('.');
  return path ? `${path}: ${first.message}` : first.message;
}
