import { spawn, spawnSync } from 'node:child_process';

/**
 * The container engine the image test drives: Debian's podman by default, or Docker elsewhere
 * (IMAGE_TEST_ENGINE=docker). Both take the same `build`, `run`, `exec`, `inspect`, `network` and
 * `volume` commands; they differ in the global flags and the run flags this machine needs.
 */
export interface Engine {
  readonly command: 'podman' | 'docker';
  /** Flags before the subcommand (podman: the runtime and cgroup manager that work here). */
  readonly globalArgs: readonly string[];
  /** Flags every `run` gets (podman: the limits this sandbox allows). */
  readonly runArgs: readonly string[];
}

/** podman as it runs on these machines: runc (crun refuses the hybrid cgroup layout), cgroupfs, explicit limits. */
export const PODMAN_GLOBAL_ARGS = ['--runtime', 'runc', '--cgroup-manager=cgroupfs'] as const;
export const PODMAN_RUN_ARGS = ['--ulimit', 'nofile=20000:20000', '--ulimit', 'nproc=4096:4096'] as const;

const words = (text: string | undefined) => (text ?? '').split(/\s+/).filter(Boolean);

/**
 * The engine the environment names: IMAGE_TEST_ENGINE (podman, the default, or docker), with
 * IMAGE_TEST_GLOBAL_ARGS and IMAGE_TEST_RUN_ARGS (space-separated) replacing the default flags.
 */
export function engineFromEnv(env: Readonly<Record<string, string | undefined>>): Engine {
  const command = env.IMAGE_TEST_ENGINE ?? 'podman';
  if (command !== 'podman' && command !== 'docker') throw new Error(`IMAGE_TEST_ENGINE must be podman or docker, not ${command}`);
  const podman = command === 'podman';
  return {
    command,
    globalArgs: env.IMAGE_TEST_GLOBAL_ARGS !== undefined ? words(env.IMAGE_TEST_GLOBAL_ARGS) : podman ? [...PODMAN_GLOBAL_ARGS] : [],
    runArgs: env.IMAGE_TEST_RUN_ARGS !== undefined ? words(env.IMAGE_TEST_RUN_ARGS) : podman ? [...PODMAN_RUN_ARGS] : [],
  };
}

/** The argv of `<engine> <subcommand> …`, global flags first, and the run flags right after `run`. */
export function engineArgs(engine: Engine, subcommand: readonly string[]): string[] {
  const [first, ...rest] = subcommand;
  if (first === 'run' || first === 'create') return [...engine.globalArgs, first, ...engine.runArgs, ...rest];
  return [...engine.globalArgs, ...subcommand];
}

/** Why the engine cannot be used, or undefined when `<engine> version` answers. */
export function engineMissing(engine: Engine, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const result = spawnSync(engine.command, [...engine.globalArgs, 'version'], { encoding: 'utf8', env });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    return engine.command === 'podman'
      ? 'podman is not installed: `apt-get install podman runc mmdebstrap iptables` (Debian), or run with IMAGE_TEST_ENGINE=docker where Docker is (docs/operations.md, "The image test")'
      : 'docker is not installed (or not on PATH)';
  }
  if (result.status !== 0) return `\`${engine.command} version\` failed: ${(result.stderr || result.stdout).trim().split('\n').slice(-3).join(' / ')}`;
  // podman's network stack (netavark) sets up container networks and published ports with iptables.
  if (engine.command === 'podman' && spawnSync('iptables', ['--version'], { env }).error) return 'iptables is not installed, and podman needs it for container networks: `apt-get install iptables`';
  return undefined;
}

export interface Result {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the engine and returns what it printed; throws when it exits non-zero unless `allowFailure`. */
export async function runEngine(engine: Engine, subcommand: readonly string[], options: { allowFailure?: boolean; input?: string; echo?: boolean } = {}): Promise<Result> {
  const argv = engineArgs(engine, subcommand);
  return new Promise((resolve, reject) => {
    const child = spawn(engine.command, argv, { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (options.echo) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (options.echo) process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const status = code ?? 1;
      if (status !== 0 && !options.allowFailure) {
        reject(new Error(`${engine.command} ${subcommand.slice(0, 3).join(' ')} … exited ${status}: ${stderr.trim().split('\n').slice(-5).join('\n')}`));
      } else {
        resolve({ status, stdout, stderr });
      }
    });
    child.stdin.end(options.input ?? '');
  });
}
