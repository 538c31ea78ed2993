import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { durationMs, planCompose, type PlanOptions, repositoryBuild } from './compose.ts';
import { deployEnvFile } from './deploy.ts';
import { parseEnvFile } from './interpolate.ts';
import { topLevelValues } from './topLevel.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DEPLOY_DIR = join(REPO_ROOT, 'deploy');
const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const envText = deployEnvFile(read('deploy/.env.example'), { db: 'dbsecret', admin: 'adminsecret' });

const deployOptions: PlanOptions = {
  project: 'p',
  composeDir: DEPLOY_DIR,
  values: parseEnvFile(envText),
  images: { 'mariadb:11.4': 'localhost/mariadb:local', 'nginx:1.27-alpine': 'localhost/nginx:local' },
  builtImage: 'localhost/portfolio:test',
  expectedBuild: repositoryBuild(REPO_ROOT),
  hostPort: (port) => port + 10_000,
  readFile: (path) => (path === join(DEPLOY_DIR, '.env') ? envText : readFileSync(path, 'utf8')),
};

const after = (args: readonly string[], flag: string) => args.flatMap((arg, index) => (arg === flag ? [args[index + 1]] : []));

describe('planCompose on deploy/docker-compose.yml', () => {
  const plan = planCompose(read('deploy/docker-compose.yml'), deployOptions);
  const service = (name: string) => {
    const found = plan.services.find((item) => item.name === name);
    if (!found) throw new Error(name);
    return found;
  };

  it('starts the database, then both replicas, then nginx, on one network with the volume', () => {
    expect(plan.services.map((item) => item.name)).toEqual(['db', 'app1', 'app2', 'nginx']);
    expect(plan.network).toBe('p_default');
    expect(plan.volumes).toEqual(['p_db-data']);
    expect(service('nginx').dependsOn).toEqual([
      { service: 'app1', condition: 'service_healthy' },
      { service: 'app2', condition: 'service_healthy' },
    ]);
  });

  it('runs the stand-ins and the built image, named by service on the network', () => {
    expect(service('db').image).toBe('localhost/mariadb:local');
    expect(service('nginx').image).toBe('localhost/nginx:local');
    expect(service('app1').image).toBe('localhost/portfolio:test');
    const args = service('app2').runArgs;
    expect(args.slice(0, 8)).toEqual(['--detach', '--name', 'p-app2', '--network', 'p_default', '--network-alias', 'app2', '--restart']);
    expect(args.at(-1)).toBe('localhost/portfolio:test');
  });

  it('gives each replica the env file and the environment, interpolated from deploy/.env', () => {
    const env = after(service('app1').runArgs, '--env');
    expect(env).toContain('DATABASE_URL=mysql://portfolio:dbsecret@db:3306/portfolio');
    expect(env).toContain('ADMIN_PASSWORD=adminsecret');
    expect(env).toContain('SEED_DEMO=0');
    expect(env).toContain('TRUST_PROXY=1');
    expect(after(service('db').runArgs, '--env')).toContain('MARIADB_PASSWORD=dbsecret');
    expect(after(service('app1').runArgs, '--stop-timeout')).toEqual(['15']);
  });

  it('mounts nginx.conf from deploy/ and the named volume, and publishes on loopback only', () => {
    expect(after(service('nginx').runArgs, '--volume')).toEqual([`${join(DEPLOY_DIR, 'nginx.conf')}:/etc/nginx/conf.d/default.conf:ro`]);
    expect(after(service('db').runArgs, '--volume')).toEqual(['p_db-data:/var/lib/mysql']);
    expect(after(service('nginx').runArgs, '--publish')).toEqual(['127.0.0.1:18080:80']);
    expect(service('nginx').ports).toEqual([{ container: 80, host: 18080 }]);
  });

  it('turns each healthcheck into a command to run in the container', () => {
    expect(service('db').healthcheck).toEqual({ command: ['healthcheck.sh', '--connect', '--innodb_initialized'], intervalMs: 5000, retries: 20, startPeriodMs: 30_000 });
    expect(service('app1').healthcheck?.command[0]).toBe('node');
    expect(service('nginx').healthcheck?.command).toEqual(['wget', '-q', '-O', '/dev/null', 'http://127.0.0.1/api/ready']);
  });

  it('refuses a missing DB_PASSWORD with the file\'s own message', () => {
    expect(() => planCompose(read('deploy/docker-compose.yml'), { ...deployOptions, values: {} })).toThrow(/set DB_PASSWORD in deploy\/.env/);
  });
});

describe('planCompose on docker-compose.yml', () => {
  const options: PlanOptions = { ...deployOptions, composeDir: REPO_ROOT, values: topLevelValues('pw'), images: { 'mysql:8': 'localhost/mariadb:local' } };

  it('runs the database and the app built from the Dockerfile on it, the app published', () => {
    const plan = planCompose(read('docker-compose.yml'), options);
    expect(plan.services.map((item) => item.name)).toEqual(['db', 'app']);
    const [db, app] = plan.services;
    expect(db?.image).toBe('localhost/mariadb:local');
    expect(db?.healthcheck?.command).toEqual(['mysqladmin', 'ping', '-h', '127.0.0.1', '-uportfolio', '-pportfolio']);
    expect(after(app?.runArgs ?? [], '--env')).toEqual(expect.arrayContaining(['DATABASE_URL=mysql://portfolio:portfolio@db:3306/portfolio', 'ADMIN_PASSWORD=pw']));
    expect(after(app?.runArgs ?? [], '--publish')).toEqual(['127.0.0.1:13000:3000']);
    expect(app?.healthcheck?.command.join(' ')).toContain('http://127.0.0.1:3000/api/ready');
    expect(app?.stopTimeoutSeconds).toBe(15);
    expect(plan.volumes).toEqual(['p_db-data', 'p_app-data']);
  });

  it('needs ADMIN_PASSWORD, as docker compose does', () => {
    expect(() => planCompose(read('docker-compose.yml'), { ...options, values: {} })).toThrow(/set ADMIN_PASSWORD/);
  });
});

describe('planCompose refuses what it would not run faithfully', () => {
  const plan = (text: string) => planCompose(text, { ...deployOptions, composeDir: REPO_ROOT, values: {} });

  it('a key it does not know', () => {
    expect(() => plan('services:\n  a:\n    image: x\n    command: ["sh"]\n')).toThrow(/a: command not understood/);
  });

  it('a build other than the repository\'s Dockerfile', () => {
    expect(() => plan('services:\n  a:\n    build: ./packages\n')).toThrow(/not the repository's Dockerfile/);
    expect(() => plan('services:\n  a:\n    build: { context: ., dockerfile: Other }\n')).toThrow(/not the repository's Dockerfile/);
    expect(plan('services:\n  a:\n    build: .\n').services[0]?.image).toBe('localhost/portfolio:test');
  });

  it('an undeclared volume, a dependency that is not a service, a circle', () => {
    expect(() => plan('services:\n  a:\n    image: x\n    volumes: [data:/data]\n')).toThrow(/neither a path nor a volume/);
    expect(() => plan('services:\n  a:\n    image: x\n    depends_on: [b]\n')).toThrow(/b, which is not a service/);
    expect(() => plan('services:\n  a:\n    image: x\n    depends_on: [b]\n  b:\n    image: x\n    depends_on: [a]\n')).toThrow(/circle/);
  });

  it('reads shell-form healthchecks and environment lists', () => {
    const [a] = plan('services:\n  a:\n    image: x\n    environment: [A=1]\n    healthcheck:\n      test: ["CMD-SHELL", "curl -f x || exit 1"]\n').services;
    expect(a?.healthcheck?.command).toEqual(['sh', '-c', 'curl -f x || exit 1']);
    expect(after(a?.runArgs ?? [], '--env')).toEqual(['A=1']);
  });
});

describe('durationMs', () => {
  it('reads compose durations', () => {
    expect(durationMs('5s', 0)).toBe(5000);
    expect(durationMs('1m30s', 0)).toBe(90_000);
    expect(durationMs('500ms', 0)).toBe(500);
    expect(durationMs(undefined, 7)).toBe(7);
    expect(() => durationMs('soon', 0)).toThrow(/not a duration/);
  });
});
