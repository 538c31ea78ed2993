// Bundles the server into dist/ with esbuild. Workspace packages (@portfolio/*) ship TypeScript
// sources, so they are bundled in; every npm dependency stays external and is loaded from
// node_modules at run time (knex loads its database drivers dynamically).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@portfolio/'));

await build({
  entryPoints: ['src/server.ts', 'src/migrate.ts', 'src/backup.ts', 'src/restore.ts', 'src/export.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'knex', 'pg', 'pg-query-stream', 'sqlite3', 'tedious', 'oracledb', 'mysql'],
  logLevel: 'warning',
  banner: {
    // Some CommonJS dependencies expect require() even inside an ES module bundle.
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
