import { randomBytes } from 'node:crypto';
import { containerState, execIn, logTail, Resources, stopTimed } from './containers.ts';
import { type Engine, runEngine } from './engine.ts';
import { freePort, siteClient, statusOf, waitFor200 } from './http.ts';
import { log } from './log.ts';
import { megabytes, parseImageSize, parseStat, uidsFromProcStatus } from './parse.ts';
import type { Report } from './report.ts';

const PROJECT = 'portfolio-image-test-single';
/** The limits: ready within 30 s, stopped within 10 s of SIGTERM. */
export const READY_LIMIT_MS = 30_000;
export const STOP_LIMIT_MS = 10_000;

/** The argv after `run` for the image alone, as the README's one-server shape: the data folder on a volume, the port on loopback. */
export function singleRunArgs(options: { image: string; name: string; volume: string; hostPort: number; adminPassword: string }): string[] {
  return [
    '--detach',
    '--name', options.name,
    '--env', `ADMIN_PASSWORD=${options.adminPassword}`,
    '--env', 'SEED_DEMO=1',
    '--volume', `${options.volume}:/data`,
    '--publish', `127.0.0.1:${options.hostPort}:3000`,
    options.image,
  ];
}

/** The image on its own: start, pages, user, volume, sharp, SIGTERM, restart, size. */
export async function testSingle(engine: Engine, image: string, report: Report): Promise<void> {
  const resources = new Resources(engine);
  const volume = `${PROJECT}_data`;
  const adminPassword = randomBytes(12).toString('hex');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let name = `${PROJECT}-app`;
  try {
    const size = parseImageSize((await runEngine(engine, ['image', 'inspect', '--format', '{{.Size}}', image])).stdout);
    report.fact(`image ${image}: ${megabytes(size)}`);

    await runEngine(engine, ['volume', 'create', volume]);
    resources.volume(volume);
    resources.container(name);
    const started = Date.now();
    await runEngine(engine, ['run', ...singleRunArgs({ image, name, volume, hostPort: port, adminPassword })]);
    const readyMs = await waitFor200(`${origin}/api/ready`, READY_LIMIT_MS);
    const sinceRun = Date.now() - started;
    if (!report.check('single: /api/ready answers 200 within 30 s of `run`', readyMs !== undefined, `${(sinceRun / 1000).toFixed(1)} s`)) {
      log(await logTail(engine, name));
      return;
    }

    const page = await fetch(`${origin}/`);
    const html = await page.text();
    report.check('single: a page (GET /) is HTML', page.status === 200 && /text\/html/.test(page.headers.get('content-type') ?? '') && html.includes('<html'), `${page.status} ${page.headers.get('content-type')}`);
    const client = siteClient(origin);
    const demoTitles = await client.projectTitles();
    report.check('single: an API read (GET /api/projects)', demoTitles.length > 0, `${demoTitles.length} projects`);

    const procStatus = await execIn(engine, name, ['cat', '/proc/1/status']);
    const uids = uidsFromProcStatus(procStatus.stdout);
    report.check('single: the server runs as a non-root user', uids.real !== 0 && uids.effective !== 0, `uid ${uids.real}`);

    const stat = parseStat((await execIn(engine, name, ['stat', '-c', '%a %U %n', '/data', '/data/portfolio.sqlite'])).stdout);
    const file = stat.find((entry) => entry.path === '/data/portfolio.sqlite');
    const folder = stat.find((entry) => entry.path === '/data');
    report.check(
      'single: the SQLite file is on the volume, 0600, in a 0700 folder, the server user\'s',
      file?.mode === '600' && folder?.mode === '700' && file.owner !== 'root' && folder.owner === file.owner,
      stat.map((entry) => `${entry.path} ${entry.mode} ${entry.owner}`).join(', '),
    );

    await client.login(adminPassword);
    const title = `Image test ${Date.now()}`;
    await client.addProject(title);
    const variants = await client.uploadImage();
    const converted = variants.filter((variant) => variant.type === 'image/webp' || variant.type === 'image/avif');
    let convertedOk = false;
    for (const variant of converted.slice(0, 1)) {
      const response = await fetch(`${origin}${variant.url}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      convertedOk = response.status === 200 && response.headers.get('content-type') === variant.type && bytes.length > 0;
    }
    report.check('single: sharp converts an upload (PNG to WebP/AVIF sizes)', convertedOk, variants.map((variant) => `${variant.type} ${variant.width}`).join(', '));

    const stop = await stopTimed(engine, name, 'kill', 15);
    if (!report.check('single: SIGTERM stops it within 10 s with exit 0', stop.ms < STOP_LIMIT_MS && stop.exitCode === 0, `${(stop.ms / 1000).toFixed(1)} s, exit ${stop.exitCode}`)) {
      log(`its last lines:\n${await logTail(engine, name, 60)}`);
    }

    await runEngine(engine, ['start', name]);
    const again = await waitFor200(`${origin}/api/ready`, READY_LIMIT_MS);
    report.check('single: after a restart the project added before is there', again !== undefined && (await client.projectTitles()).includes(title), again === undefined ? 'not ready' : `ready in ${(again / 1000).toFixed(1)} s`);

    // A new container on the same volume (an upgrade): the data lives on the volume, not in the container.
    await runEngine(engine, ['rm', '--force', '--volumes', name]);
    name = `${PROJECT}-app2`;
    resources.container(name);
    await runEngine(engine, ['run', ...singleRunArgs({ image, name, volume, hostPort: port, adminPassword })]);
    const fresh = await waitFor200(`${origin}/api/ready`, READY_LIMIT_MS);
    report.check('single: a new container on the same volume has the project', fresh !== undefined && (await client.projectTitles()).includes(title), fresh === undefined ? 'not ready' : `ready in ${(fresh / 1000).toFixed(1)} s`);
    if ((await statusOf(`${origin}/api/health`)) !== 200) log(await logTail(engine, name));
    if (!(await containerState(engine, name)).running) log(await logTail(engine, name));
  } finally {
    await resources.removeAll();
  }
}
