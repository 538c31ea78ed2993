// `npm run test:image`: the Dockerfile and both compose files built and run (README "Developing",
// docs/operations.md "The image test"). Not part of `npm test`: it takes minutes.
import { fileURLToPath } from 'node:url';
import { ensureBases, imageExists, mariadbBase, nginxBase, nodeBase } from './bases.ts';
import { buildImage } from './build.ts';
import { parseCli, USAGE } from './cli.ts';
import { Resources } from './containers.ts';
import { type StackImages, testDeploy } from './deploy.ts';
import { engineFromEnv, engineMissing, runEngine } from './engine.ts';
import { log } from './log.ts';
import { Report } from './report.ts';
import { testSingle } from './single.ts';
import { testTopLevel } from './topLevel.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The image the test builds and runs (never pushed anywhere). */
export const IMAGE_TAG = 'localhost/portfolio:image-test';

async function main(): Promise<number> {
  const options = parseCli(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const engine = engineFromEnv(process.env);
  const missing = engineMissing(engine);
  if (missing) {
    console.error(`image test: cannot run: ${missing}`);
    return 2;
  }
  process.on('SIGINT', () => {
    log('interrupted: removing what the test started');
    void Promise.all([...Resources.open].map((resources) => resources.removeAll())).finally(() => process.exit(130));
  });

  const report = new Report();
  let images: StackImages = { built: IMAGE_TAG, standIns: {} };
  let nodeImage: string | undefined;
  if (!options.officialBases) {
    const bases = [nodeBase(''), mariadbBase(), nginxBase()];
    if (options.steps.has('bases')) await ensureBases(engine, { rebuild: options.rebuildBases });
    for (const base of bases) {
      if (!(await imageExists(engine, base.name))) throw new Error(`base ${base.name} is missing: run the bases step (npm run test:image -- --only=bases)`);
    }
    nodeImage = bases[0]?.name;
    images = { built: IMAGE_TAG, standIns: Object.fromEntries(bases.slice(1).flatMap((base) => base.standsInFor.map((name) => [name, base.name]))) };
  }

  if (options.steps.has('build')) {
    const previous = (await runEngine(engine, ['image', 'inspect', '--format', '{{.Id}}', IMAGE_TAG], { allowFailure: true })).stdout.trim();
    const seconds = await buildImage(engine, {
      tag: IMAGE_TAG,
      repoRoot: REPO_ROOT,
      ...(nodeImage ? { nodeImage } : {}),
      ...(process.env.IMAGE_TEST_CA_BUNDLE ?? process.env.NODE_EXTRA_CA_CERTS ? { caBundle: process.env.IMAGE_TEST_CA_BUNDLE ?? process.env.NODE_EXTRA_CA_CERTS } : {}),
    });
    report.fact(`build: ${seconds.toFixed(0)} s`);
    // The image this build replaced, untagged now: removed, so runs do not pile up images.
    const current = (await runEngine(engine, ['image', 'inspect', '--format', '{{.Id}}', IMAGE_TAG])).stdout.trim();
    if (previous && previous !== current) await runEngine(engine, ['rmi', previous], { allowFailure: true });
  } else if (!(await imageExists(engine, IMAGE_TAG))) {
    throw new Error(`${IMAGE_TAG} is missing: run the build step`);
  }

  const tests = [
    ['single', () => testSingle(engine, IMAGE_TAG, report)],
    ['deploy', () => testDeploy(engine, REPO_ROOT, images, report)],
    ['compose', () => testTopLevel(engine, REPO_ROOT, images, report)],
  ] as const;
  for (const [step, test] of tests) {
    if (!options.steps.has(step)) continue;
    const started = Date.now();
    try {
      await test();
    } catch (error) {
      report.check(`${step}: ran to its end`, false, error instanceof Error ? error.message : String(error));
    }
    report.fact(`${step}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  console.log(report.summary());
  return report.failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`image test: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
