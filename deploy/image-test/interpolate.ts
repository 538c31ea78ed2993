/**
 * Compose's variable syntax in a string: `$NAME`, `${NAME}`, `${NAME:-default}` (also when empty),
 * `${NAME-default}` (only when unset), `${NAME:?message}` and `${NAME?message}` (an error), `$$` (a
 * dollar sign). Throws on a required variable that is missing.
 */
export function interpolate(text: string, values: Readonly<Record<string, string | undefined>>): string {
  return text.replace(/\$(\$|\w+|\{(\w+)(?:(:?)([-?])([^}]*))?\})/g, (whole, inner: string, name: string | undefined, colon: string | undefined, op: string | undefined, arg: string | undefined) => {
    if (inner === '$') return '$';
    if (name === undefined) return values[inner] ?? '';
    const value = values[name];
    const missing = colon ? value === undefined || value === '' : value === undefined;
    if (op === undefined) return value ?? '';
    if (!missing) return value ?? '';
    if (op === '-') return arg ?? '';
    throw new Error(`${name}: ${arg || 'is required'} (${whole})`);
  });
}

/** Lines of an env file (`deploy/.env`): NAME=value, `#` comments and blank lines skipped, no quotes taken off but a matched pair. */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const equals = line.indexOf('=');
    if (equals <= 0) throw new Error(`not NAME=value: ${line}`);
    let value = line.slice(equals + 1).trim();
    if (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.endsWith(value[0])) value = value.slice(1, -1);
    values[line.slice(0, equals).trim()] = value;
  }
  return values;
}
