// Lighthouse the way most people and CI services run it: its CLI, which launches a fresh Chromium
// for each run (chrome-launcher, a new profile), here the full browser in its new headless mode.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { auditConfigFile } from './lighthouseConfig.ts';

const run = promisify(execFile);

/** The CLI's script in the installed lighthouse package (the same 12.8 the bench's warm runs import). */
export function lighthouseCliPath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');
}

/**
 * The CLI's arguments for one run: JSON on stdout, the mobile preset unless `desktop`, given as
 * `configPath` (the bench's `auditConfigFile`: the preset listing every bootup-time row), else by name.
 */
export function lighthouseCliArgs(url: string, chromePath: string, categories: readonly string[], desktop: boolean, configPath?: string): string[] {
  return [
    url,
    `--chrome-path=${chromePath}`,
    // As chromium.config.ts's flags for this machine: no sandbox (root in a container), no GPU.
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    `--only-categories=${categories.join(',')}`,
    ...(configPath ? [`--config-path=${configPath}`] : desktop ? ['--preset=desktop'] : []),
    '--output=json',
    '--output-path=stdout',
    '--quiet',
  ];
}

/** One CLI run; its parsed result (`lhr`), or an error with the CLI's own message. */
export async function lighthouseCliRun(url: string, chromePath: string, categories: readonly string[], desktop = false): Promise<unknown> {
  const args = lighthouseCliArgs(url, chromePath, categories, desktop, auditConfigFile(desktop));
  const { stdout } = await run(process.execPath, [lighthouseCliPath(), ...args], {
    maxBuffer: 64 * 1024 * 1024,
    timeout: 180_000,
  });
  return JSON.parse(stdout) as unknown;
}
