import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Engine, runEngine } from './engine.ts';

/** Where a build's CA bundle is mounted, for npm only (never in a layer). */
export const BUILD_CA_PATH = '/etc/ssl/certs/image-test-ca.crt';

export interface BuildOptions {
  readonly tag: string;
  readonly repoRoot: string;
  /** The Dockerfile's NODE_IMAGE; left out, its own default (node:20-bookworm-slim). */
  readonly nodeImage?: string;
  /**
   * A CA bundle npm must trust inside the build, where the way out to the npm registry presents
   * its own certificate (as on these machines: NODE_EXTRA_CA_CERTS). podman mounts it, with an
   * npmrc naming it, into each RUN step; neither is kept in the image. Not for docker.
   */
  readonly ca?: { readonly bundle: string; readonly npmrc: string };
}

/** The argv of the image's build. */
export function buildArgs(options: BuildOptions): string[] {
  return [
    'build',
    '--tag', options.tag,
    '--file', join(options.repoRoot, 'Dockerfile'),
    ...(options.nodeImage ? ['--build-arg', `NODE_IMAGE=${options.nodeImage}`] : []),
    ...(options.ca ? ['--volume', `${options.ca.bundle}:${BUILD_CA_PATH}:ro`, '--volume', `${options.ca.npmrc}:/usr/local/etc/npmrc:ro`] : []),
    options.repoRoot,
  ];
}

/** Builds the image from the repository's Dockerfile; the seconds it took. */
export async function buildImage(engine: Engine, options: Omit<BuildOptions, 'ca'> & { readonly caBundle?: string }): Promise<number> {
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-image-build-'));
  try {
    let ca: BuildOptions['ca'];
    if (options.caBundle && engine.command === 'podman') {
      ca = { bundle: options.caBundle, npmrc: join(dir, 'npmrc') };
      writeFileSync(ca.npmrc, `cafile=${BUILD_CA_PATH}\n`);
    }
    await runEngine(engine, buildArgs({ ...options, ...(ca ? { ca } : {}) }), { echo: true });
    return (Date.now() - started) / 1000;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
