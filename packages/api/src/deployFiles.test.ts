import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from './config';
import { createHttpServer } from './http/requestTimeouts';
import { DRAIN_LIMIT_MS } from './http/shutdown';
import { localNginxConfig, mainConfig, SHIPPED_NGINX_CONF, shippedSiteConfig } from './testing/nginxConfig';
import { NGINX_BINARY, nginxMissing } from './testing/nginxProcess';

// deploy/ in `npm test`: the compose file's shape (and its app settings through the real config
// parser), and nginx's file by nginx itself (`nginx -t`) where nginx is installed; the
// rolling-restart test runs that file for real. The image and both compose files are built and run
// by `npm run test:image` (deploy/image-test/, not part of `npm test`): with podman on these
// machines; with Docker where a daemon runs and Docker Hub answers (`IMAGE_TEST_ENGINE=docker …
// --official-bases`, docs/operations.md "The image test").
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

interface Service {
  readonly image?: string;
  readonly build?: { readonly context: string; readonly dockerfile: string };
  readonly environment?: Record<string, string>;
  readonly env_file?: string;
  readonly depends_on?: Record<string, { readonly condition: string }>;
  readonly healthcheck?: { readonly test: readonly string[] };
  readonly volumes?: readonly string[];
  readonly ports?: readonly string[];
  readonly stop_grace_period?: string;
}

const compose = parse(read('deploy/docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };
const nginxConf = read('deploy/nginx.conf');
const service = (name: string): Service => {
  const found = compose.services[name];
  if (!found) throw new Error(`no service ${name}`);
  return found;
};

/** Compose's `${NAME}` and `${NAME:?message}` with `values`. */
const interpolate = (text: string, values: Record<string, string>) => text.replace(/\$\{(\w+)(?::\?[^}]*)?\}/g, (_, name: string) => values[name] ?? '');
const seconds = (duration: string | undefined) => Number(/^(\d+)s$/.exec(duration ?? '')?.[1] ?? Number.NaN);

describe('deploy/docker-compose.yml', () => {
  const replicas = ['app1', 'app2'];

  it('runs MariaDB, two app replicas built from the Dockerfile and nginx', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app1', 'app2', 'db', 'nginx']);
    expect(service('db').image).toMatch(/^(mariadb|mysql):/);
    expect(service('db').healthcheck?.test.length).toBeGreaterThan(0);
    for (const name of replicas) {
      expect(service(name).build).toEqual({ context: '..', dockerfile: 'Dockerfile' });
      expect(service(name).depends_on).toEqual({ db: { condition: 'service_healthy' } });
    }
    expect(read('Dockerfile')).toMatch(/^CMD \["node", "packages\/api\/dist\/server\.js"\]$/m);
  });

  it('gives each replica settings the server accepts: MySQL on db, TRUST_PROXY for the one hop, no JWT_SECRET, the password from the env file', () => {
    const example = read('deploy/.env.example');
    for (const name of ['DB_PASSWORD', 'ADMIN_PASSWORD']) expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
    // deploy/.env is inside the build context: it must not be copied into the image.
    expect(read('.dockerignore').split('\n')).toContain('**/.env');
    for (const name of replicas) {
      const { environment = {}, env_file: envFile } = service(name);
      expect(envFile).toBe('.env');
      expect(environment).not.toHaveProperty('JWT_SECRET');
      expect(environment).not.toHaveProperty('ADMIN_PASSWORD');
      const env = Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, interpolate(String(value), { DB_PASSWORD: 'secret' })]));
      const config = loadConfig({ ...env, ADMIN_PASSWORD: 'from the env file' }, '/app');
      expect(config.database).toEqual({ client: 'mysql', url: 'mysql://portfolio:secret@db:3306/portfolio' });
      expect(config.trustProxy).toBe(true);
      expect(config.jwtSecret).toBeUndefined();
      expect(config.port).toBe(3000);
      expect(config.metrics?.host).toBe('0.0.0.0');
    }
    // The database user's password is the one DATABASE_URL carries.
    expect(service('db').environment?.MARIADB_PASSWORD).toMatch(/^\$\{DB_PASSWORD\b/);
  });

  it('checks each replica on /api/ready and lets it drain before Docker kills it', () => {
    for (const name of replicas) {
      const { healthcheck, stop_grace_period: grace } = service(name);
      expect(healthcheck?.test.join(' ')).toContain('http://127.0.0.1:3000/api/ready');
      expect(seconds(grace) * 1000).toBeGreaterThan(DRAIN_LIMIT_MS);
    }
  });

  it('puts nginx with deploy/nginx.conf in front, after both replicas are ready, balancing over both', () => {
    const nginx = service('nginx');
    expect(nginx.image).toMatch(/^nginx:/);
    expect(nginx.volumes).toContain('./nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    expect(nginx.depends_on).toEqual({ app1: { condition: 'service_healthy' }, app2: { condition: 'service_healthy' } });
    expect(nginx.ports).toEqual(['8080:80']);
    const upstreams = [...nginxConf.matchAll(/^\s*server\s+([\w.-]+:\d+)\s/gm)].map((match) => match[1]);
    expect(upstreams).toEqual(['app1:3000', 'app2:3000']);
  });
});

describe('deploy/nginx.conf', () => {
  it('keeps idle connections to the app for less time than the app does, and passes no POST on once sent, nor a 503', () => {
    const nginxSeconds = Number(/^\s*keepalive_timeout\s+(\d+)s;/m.exec(nginxConf)?.[1]);
    const app = createHttpServer(() => undefined);
    expect(nginxSeconds * 1000).toBeLessThan(app.keepAliveTimeout);
    const nextUpstream = /^\s*proxy_next_upstream\s+([^;]+);/m.exec(nginxConf)?.[1]?.split(/\s+/);
    expect(nextUpstream).toEqual(['error', 'timeout', 'http_502']);
    for (const header of ['X-Forwarded-For $proxy_add_x_forwarded_for', 'X-Forwarded-Proto $scheme', 'X-Request-Id', 'Host $host', 'Connection ""']) {
      expect(nginxConf).toContain(`proxy_set_header ${header}`);
    }
  });

  it('changes only the upstream addresses, the listen port and the access log when the tests run it', () => {
    const local = { upstreams: ['127.0.0.1:4001', '127.0.0.1:4002', '127.0.0.1:4003'], listenPort: 5000, accessLog: '/tmp/x/access.log' };
    const changed = localNginxConfig(nginxConf, local);
    const parameters = /server app1:3000( [^;]*);/.exec(nginxConf)?.[1];
    expect(changed).toContain(`    server 127.0.0.1:4001${parameters};\n    server 127.0.0.1:4002${parameters};\n    server 127.0.0.1:4003${parameters};\n`);
    expect(changed).toContain('listen 127.0.0.1:5000;');
    expect(changed).toContain('access_log /tmp/x/access.log portfolio;');
    const rest = (text: string) => text.split('\n').filter((line) => !/^\s*(server \S+:\d+|listen|access_log) /.test(line));
    expect(rest(changed)).toEqual(rest(nginxConf));
    expect(localNginxConfig(nginxConf, { ...local, upstreams: ['127.0.0.1:4001'] }).match(/^\s*server 127/gm)).toHaveLength(1);
  });

  it.skipIf(nginxMissing() !== undefined)('is valid for nginx (`nginx -t`)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portfolio-nginx-t-'));
    try {
      const site = join(dir, 'portfolio.conf');
      writeFileSync(site, shippedSiteConfig({ upstreams: ['127.0.0.1:4001', '127.0.0.1:4002'], listenPort: 5000, accessLog: join(dir, 'access.log') }));
      writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir, site, 1));
      const result = spawnSync(NGINX_BINARY, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf'), '-g', `pid ${join(dir, 'nginx.pid')};`], { encoding: 'utf8' });
      expect(result.stderr).toMatch(/syntax is ok/);
      expect(result.stderr).toMatch(/test is successful/);
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(SHIPPED_NGINX_CONF.endsWith('deploy/nginx.conf')).toBe(true);
  });
});
