import { caughtErrorMessage } from '@portfolio/terminal-ui/engine/messages';

/** Data a screen reads, as it stands: on its way, here, not there (a 404), or failed for another reason. */
export type Loaded<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'notFound' }
  | { readonly status: 'failed'; readonly message: string };

export const LOADING: Loaded<never> = { status: 'loading' };

/** A read's answer as a state: `null` is not found, a rejection failed with the error's message. Never rejects. */
export function settle<T>(answer: Promise<T | null>): Promise<Loaded<T>> {
  return answer.then(
    (data): Loaded<T> => (data === null ? { status: 'notFound' } : { status: 'ready', data }),
    (error: unknown): Loaded<T> => ({ status: 'failed', message: caughtErrorMessage(error) }),
  );
}
