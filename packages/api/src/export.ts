import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config';
import { ExportError } from './export/exportDir';
import { exportSite } from './export/exportSite';

const USAGE = 'Usage: PUBLIC_URL=https://your.site npm run export -- --out DIR';

const parseArguments = () => parseArgs({ options: { out: { type: 'string' } }, allowPositionals: true });

/**
 * `npm run export -- --out DIR`: the visitor site from the database DATABASE_URL names, as static
 * files in DIR for any static host (export/exportSite.ts, docs/static.md). PUBLIC_URL is required
 * (`loadConfig` says why when it is missing).
 */
async function main(): Promise<void> {
  process.env.NODE_ENV ??= 'production';
  let parsed: ReturnType<typeof parseArguments>;
  try {
    parsed = parseArguments();
  } catch (error) {
    throw new ExportError(`${error instanceof Error ? error.message : String(error)}. ${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (!values.out || positionals.length > 0) throw new ExportError(`Name the folder to export to. ${USAGE}`);
  // ADMIN_URL, read with the other settings, names where `/admin` sends the owner (docs/static.md).
  const config = loadConfig(process.env, process.cwd(), { exporting: true });
  // npm runs scripts from the repository's root; a relative DIR is where the owner typed it.
  const out = resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  await exportSite({ out, config, log: console });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof ExportError) console.error(error.message);
  else console.error(`Export failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
