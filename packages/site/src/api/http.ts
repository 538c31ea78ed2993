import type { ContractSchema } from '@portfolio/contracts/schema';
import type { z } from 'zod';

/** A call that reached the server and was refused, or whose answer did not have the agreed shape. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface GetOptions {
  /** Abort after this many milliseconds (the config preload uses 5000). */
  readonly timeoutMs?: number;
  /** Bypass the HTTP cache (admin lists and the writing list screen). */
  readonly noCache?: boolean;
  readonly signal?: AbortSignal;
}

function combinedSignal({ timeoutMs, signal }: GetOptions): AbortSignal | undefined {
  const signals = [signal, timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs)].filter(
    (candidate): candidate is AbortSignal => candidate !== undefined,
  );
  if (signals.length === 0) return undefined;
  return signals.length === 1 ? signals[0] : AbortSignal.any(signals);
}

/** The `error` of a JSON error answer, else the status line. */
export async function errorMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') return body.error;
  } catch {
    // Not JSON: fall through to the status line.
  }
  return `${response.status} ${response.statusText}`.trim();
}

/** GET a JSON answer from the site's own server and check its shape with a contracts schema. */
export async function getJson<S extends ContractSchema>(path: string, schema: S, options: GetOptions = {}): Promise<z.output<S>> {
  const response = await fetch(path, {
    headers: { Accept: 'application/json' },
    cache: options.noCache ? 'no-store' : 'default',
    signal: combinedSignal(options),
  });
  if (!response.ok) throw new ApiError(await errorMessage(response), response.status);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new ApiError(`Unexpected answer from ${path}`, response.status);
  return parsed.data;
}
