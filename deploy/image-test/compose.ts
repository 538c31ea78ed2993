import { isAbsolute, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { interpolate, parseEnvFile } from './interpolate.ts';

/**
 * A compose file turned into the engine's own commands: one network, named volumes, and one
 * `run` per service in the order depends_on gives. It reads the keys this repository's compose
 * files use and refuses any other, so a key added to a compose file is not silently left out of
 * the test. podman-compose would do the same, but Debian's (1.0.3) ignores depends_on's conditions
 * and podman runs no healthcheck timers without systemd: here the runner checks health itself by
 * running each healthcheck's command in its container.
 */
const KNOWN_KEYS = new Set(['image', 'build', 'restart', 'env_file', 'environment', 'ports', 'volumes', 'healthcheck', 'depends_on', 'stop_grace_period']);

export interface Healthcheck {
  /** The argv run in the container (`exec`): healthy when it exits 0. */
  readonly command: readonly string[];
  readonly intervalMs: number;
  readonly retries: number;
  readonly startPeriodMs: number;
}

export interface PlannedService {
  readonly name: string;
  readonly container: string;
  readonly image: string;
  /** Everything after `run`. */
  readonly runArgs: readonly string[];
  readonly healthcheck: Healthcheck | undefined;
  readonly dependsOn: readonly { readonly service: string; readonly condition: string }[];
  /** Published ports: the container's port and the loopback port it gets on this machine. */
  readonly ports: readonly { readonly container: number; readonly host: number }[];
  readonly stopTimeoutSeconds: number | undefined;
}

export interface Plan {
  readonly network: string;
  readonly volumes: readonly string[];
  /** In start order: every service after those it depends on. */
  readonly services: readonly PlannedService[];
}

export interface PlanOptions {
  /** Prefix of the network, volume and container names. */
  readonly project: string;
  /** The compose file's folder: relative paths start there. */
  readonly composeDir: string;
  /** Variables for `${…}` (compose reads them from the shell and the .env beside the file). */
  readonly values: Readonly<Record<string, string | undefined>>;
  /** The image each `image:` runs as (a local stand-in); a name left out runs as it is. */
  readonly images: Readonly<Record<string, string>>;
  /** The image every `build:` service runs: built once beforehand from `expectedBuild`. */
  readonly builtImage: string;
  /** The build every `build:` must name, absolute. */
  readonly expectedBuild: { readonly context: string; readonly dockerfile: string };
  /** The loopback port for each published host port (a free one, so nothing on this machine clashes). */
  readonly hostPort: (composeHostPort: number) => number;
  /** Reads an env_file (absolute path). */
  readonly readFile: (path: string) => string;
}

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

function interpolateDeep(value: unknown, values: PlanOptions['values']): unknown {
  if (typeof value === 'string') return interpolate(value, values);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, values));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateDeep(item, values)]));
  return value;
}

/** Compose's durations: `5s`, `1m30s`, `500ms`, `1h`. */
export function durationMs(text: string | undefined, fallbackMs: number): number {
  if (text === undefined) return fallbackMs;
  const parts = [...String(text).matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== String(text)) throw new Error(`not a duration: ${text}`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;
  return parts.reduce((sum, [, amount, name]) => sum + Number(amount) * unit[name as keyof typeof unit], 0);
}

function healthcheckOf(raw: unknown, service: string): Healthcheck | undefined {
  if (raw === undefined) return undefined;
  if (!isObject(raw)) throw new Error(`${service}.healthcheck: not a mapping`);
  const test = raw.test;
  let command: string[];
  if (typeof test === 'string') command = ['sh', '-c', test];
  else if (Array.isArray(test) && test[0] === 'CMD') command = test.slice(1).map(String);
  else if (Array.isArray(test) && test[0] === 'CMD-SHELL') command = ['sh', '-c', String(test[1])];
  else if (Array.isArray(test) && test[0] === 'NONE') return undefined;
  else throw new Error(`${service}.healthcheck.test: CMD, CMD-SHELL, NONE or a string`);
  return {
    command,
    intervalMs: durationMs(raw.interval as string | undefined, 30_000),
    retries: Number(raw.retries ?? 3),
    startPeriodMs: durationMs(raw.start_period as string | undefined, 0),
  };
}

function environmentOf(raw: Raw, service: string, options: PlanOptions): Record<string, string> {
  const env: Record<string, string> = {};
  const files = raw.env_file === undefined ? [] : Array.isArray(raw.env_file) ? raw.env_file : [raw.env_file];
  for (const file of files) Object.assign(env, parseEnvFile(options.readFile(resolve(options.composeDir, String(file)))));
  const environment = raw.environment;
  if (Array.isArray(environment)) {
    for (const entry of environment.map(String)) {
      const equals = entry.indexOf('=');
      if (equals < 0) throw new Error(`${service}.environment: ${entry} takes its value from the shell, which this test does not pass on`);
      env[entry.slice(0, equals)] = entry.slice(equals + 1);
    }
  } else if (isObject(environment)) {
    for (const [key, value] of Object.entries(environment)) env[key] = value === null ? '' : String(value);
  } else if (environment !== undefined) throw new Error(`${service}.environment: a mapping or a list`);
  return env;
}

function dependsOnOf(raw: unknown): { service: string; condition: string }[] {
  if (raw === undefined) return [];
  if (Array.isArray(raw)) return raw.map((service) => ({ service: String(service), condition: 'service_started' }));
  if (isObject(raw)) return Object.entries(raw).map(([service, value]) => ({ service, condition: isObject(value) ? String(value.condition ?? 'service_started') : 'service_started' }));
  throw new Error('depends_on: a list or a mapping');
}

function checkBuild(raw: unknown, service: string, options: PlanOptions): void {
  const build = typeof raw === 'string' ? { context: raw } : isObject(raw) ? raw : undefined;
  if (!build) throw new Error(`${service}.build: a path or a mapping`);
  const context = resolve(options.composeDir, String(build.context ?? '.'));
  const dockerfile = resolve(context, String(build.dockerfile ?? 'Dockerfile'));
  const unknown = Object.keys(build).filter((key) => key !== 'context' && key !== 'dockerfile');
  if (context !== options.expectedBuild.context || dockerfile !== options.expectedBuild.dockerfile || unknown.length > 0) {
    throw new Error(`${service}.build: ${JSON.stringify(build)} is not the repository's Dockerfile, the one image this test builds`);
  }
}

function orderServices(services: readonly PlannedService[]): PlannedService[] {
  const byName = new Map(services.map((service) => [service.name, service]));
  const ordered: PlannedService[] = [];
  const visiting = new Set<string>();
  const visit = (service: PlannedService) => {
    if (ordered.includes(service)) return;
    if (visiting.has(service.name)) throw new Error(`depends_on runs in a circle through ${service.name}`);
    visiting.add(service.name);
    for (const { service: name } of service.dependsOn) {
      const dependency = byName.get(name);
      if (!dependency) throw new Error(`${service.name} depends on ${name}, which is not a service`);
      visit(dependency);
    }
    ordered.push(service);
  };
  services.forEach(visit);
  return ordered;
}

/** The plan for the compose file's text. */
export function planCompose(text: string, options: PlanOptions): Plan {
  const document = interpolateDeep(parse(text, { merge: true }), options.values);
  if (!isObject(document) || !isObject(document.services)) throw new Error('no services');
  const network = `${options.project}_default`;
  const namedVolumes = Object.keys(isObject(document.volumes) ? document.volumes : {});
  const services = Object.entries(document.services).map(([name, value]): PlannedService => {
    if (!isObject(value)) throw new Error(`${name}: not a mapping`);
    const unknown = Object.keys(value).filter((key) => !KNOWN_KEYS.has(key));
    if (unknown.length > 0) throw new Error(`${name}: ${unknown.join(', ')} not understood by the image test (deploy/image-test/compose.ts)`);
    if (value.build !== undefined) checkBuild(value.build, name, options);
    const imageName = value.build !== undefined ? options.builtImage : String(value.image ?? '');
    if (imageName === '') throw new Error(`${name}: neither image nor build`);
    const image = options.images[imageName] ?? imageName;
    const container = `${options.project}-${name}`;
    const args: string[] = ['--detach', '--name', container, '--network', network, '--network-alias', name];
    if (value.restart !== undefined) args.push('--restart', String(value.restart));
    const stopTimeoutSeconds = value.stop_grace_period === undefined ? undefined : Math.ceil(durationMs(String(value.stop_grace_period), 10_000) / 1000);
    if (stopTimeoutSeconds !== undefined) args.push('--stop-timeout', String(stopTimeoutSeconds));
    for (const [key, env] of Object.entries(environmentOf(value, name, options))) args.push('--env', `${key}=${env}`);
    for (const volume of (value.volumes ?? []) as unknown[]) {
      const [source = '', target, mode] = String(volume).split(':');
      if (!target) throw new Error(`${name}.volumes: ${String(volume)} has no target`);
      let from: string;
      if (source.startsWith('.') || isAbsolute(source)) from = resolve(options.composeDir, source);
      else if (namedVolumes.includes(source)) from = `${options.project}_${source}`;
      else throw new Error(`${name}.volumes: ${source} is neither a path nor a volume the file declares`);
      args.push('--volume', [from, target, ...(mode ? [mode] : [])].join(':'));
    }
    const ports = ((value.ports ?? []) as unknown[]).map((port) => {
      const match = /^(?:[\d.]+:)?(\d+):(\d+)$/.exec(String(port));
      if (!match) throw new Error(`${name}.ports: ${String(port)} is not HOST:CONTAINER`);
      return { container: Number(match[2]), host: options.hostPort(Number(match[1])) };
    });
    for (const port of ports) args.push('--publish', `127.0.0.1:${port.host}:${port.container}`);
    args.push(image);
    return { name, container, image, runArgs: args, healthcheck: healthcheckOf(value.healthcheck, name), dependsOn: dependsOnOf(value.depends_on), ports, stopTimeoutSeconds };
  });
  return { network, volumes: namedVolumes.map((volume) => `${options.project}_${volume}`), services: orderServices(services) };
}

/** The absolute build every compose file must name: the repository's Dockerfile. */
export const repositoryBuild = (repoRoot: string) => ({ context: resolve(repoRoot), dockerfile: join(resolve(repoRoot), 'Dockerfile') });
