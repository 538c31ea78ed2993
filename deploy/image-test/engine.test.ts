import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineArgs, engineFromEnv, engineMissing, PODMAN_GLOBAL_ARGS, PODMAN_RUN_ARGS } from './engine.ts';

describe('engineFromEnv', () => {
  it('is podman with the flags these machines need, by default', () => {
    expect(engineFromEnv({})).toEqual({ command: 'podman', globalArgs: [...PODMAN_GLOBAL_ARGS], runArgs: [...PODMAN_RUN_ARGS] });
    expect(PODMAN_GLOBAL_ARGS).toEqual(['--runtime', 'runc', '--cgroup-manager=cgroupfs']);
  });

  it('is docker without extra flags, and takes flags from the environment', () => {
    expect(engineFromEnv({ IMAGE_TEST_ENGINE: 'docker' })).toEqual({ command: 'docker', globalArgs: [], runArgs: [] });
    expect(engineFromEnv({ IMAGE_TEST_GLOBAL_ARGS: '', IMAGE_TEST_RUN_ARGS: ' --memory 1g ' })).toEqual({ command: 'podman', globalArgs: [], runArgs: ['--memory', '1g'] });
    expect(() => engineFromEnv({ IMAGE_TEST_ENGINE: 'nerdctl' })).toThrow(/podman or docker/);
  });
});

describe('engineArgs', () => {
  const podman = engineFromEnv({});

  it('puts the global flags first and the run flags right after run', () => {
    expect(engineArgs(podman, ['run', '--detach', 'image'])).toEqual([...PODMAN_GLOBAL_ARGS, 'run', ...PODMAN_RUN_ARGS, '--detach', 'image']);
    expect(engineArgs(podman, ['exec', 'box', 'run'])).toEqual([...PODMAN_GLOBAL_ARGS, 'exec', 'box', 'run']);
    expect(engineArgs(engineFromEnv({ IMAGE_TEST_ENGINE: 'docker' }), ['build', '.'])).toEqual(['build', '.']);
  });
});

describe('engineMissing', () => {
  it('says how to install podman when it is not on PATH', () => {
    const empty = mkdtempSync(join(tmpdir(), 'image-test-path-'));
    try {
      const message = engineMissing(engineFromEnv({}), { PATH: empty });
      expect(message).toMatch(/^podman is not installed: `apt-get install podman runc mmdebstrap iptables`/);
      expect(message).toContain('IMAGE_TEST_ENGINE=docker');
      expect(engineMissing(engineFromEnv({ IMAGE_TEST_ENGINE: 'docker' }), { PATH: empty })).toMatch(/docker is not installed/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
