/**
 * An expected refusal of a backup or restore (not an archive, a newer format, a database that
 * already holds content, …): the CLI prints its message alone, with no stack.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * One line about any other failure: a database error's code where it has one (its message may hold
 * the SQL with its values, here megabytes of image bytes), else the first 200 characters.
 */
export function failureReason(error: unknown): string {
  if (error instanceof BackupError) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message.split('\n')[0]?.slice(0, 200) : String(error).slice(0, 200);
  return typeof code === 'string' ? `${code}${message && !message.includes(code) ? ` (${message.slice(0, 120)})` : ''}` : (message ?? 'unknown error');
}
