/** The steps of `npm run test:image`, in the order they run. */
export const STEPS = ['bases', 'build', 'single', 'deploy', 'compose'] as const;
export type Step = (typeof STEPS)[number];

export interface Options {
  readonly steps: ReadonlySet<Step>;
  /** Build the local bases again even when present. */
  readonly rebuildBases: boolean;
  /** Use the images the Dockerfile and compose files name (Docker Hub) instead of local bases. */
  readonly officialBases: boolean;
  readonly help: boolean;
}

export const USAGE = `npm run test:image -- [--only=STEP,…] [--skip=STEP,…] [--rebuild-bases] [--official-bases]

Steps, in order: ${STEPS.join(', ')}.
  bases    make the local base images from Debian's packages when missing (podman; not with --official-bases)
  build    build the image from the repository's Dockerfile
  single   the image alone: ready, pages, user, volume, sharp, SIGTERM, restart, size
  deploy   deploy/docker-compose.yml: MariaDB, two replicas, nginx, a rolling restart under reads
  compose  docker-compose.yml: MySQL (MariaDB here) and the app
Environment: IMAGE_TEST_ENGINE=podman|docker, IMAGE_TEST_GLOBAL_ARGS, IMAGE_TEST_RUN_ARGS, IMAGE_TEST_CA_BUNDLE.`;

function stepList(value: string, flag: string): Step[] {
  return value.split(',').map((name) => {
    if (!(STEPS as readonly string[]).includes(name)) throw new Error(`${flag}: no step ${name} (${STEPS.join(', ')})`);
    return name as Step;
  });
}

/** The command line's options; throws on anything it does not know. */
export function parseCli(argv: readonly string[]): Options {
  let steps = new Set<Step>(STEPS);
  let rebuildBases = false;
  let officialBases = false;
  let help = false;
  for (const arg of argv) {
    const [flag = '', value] = arg.split(/=(.*)/s, 2);
    if (flag === '--only' && value) steps = new Set(stepList(value, flag));
    else if (flag === '--skip' && value) for (const step of stepList(value, flag)) steps.delete(step);
    else if (arg === '--rebuild-bases') rebuildBases = true;
    else if (arg === '--official-bases') officialBases = true;
    else if (arg === '--help' || arg === '-h') help = true;
    else throw new Error(`unknown argument ${arg}\n\n${USAGE}`);
  }
  if (officialBases) steps.delete('bases');
  return { steps, rebuildBases, officialBases, help };
}
