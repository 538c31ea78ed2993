import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { join } from 'node:path';
import { planCompose, type Plan, repositoryBuild } from './compose.ts';
import { parseEnvFile } from './interpolate.ts';
import { execIn, logTail, Resources, stopTimed, waitHealthy } from './containers.ts';
import { type Engine, runEngine } from './engine.ts';
import { freePort, siteClient, sleep, statusOf } from './http.ts';
import { keepAliveGet } from './keepAliveGet.ts';
import { log } from './log.ts';
import { summarizeReads } from './parse.ts';
import type { Report } from './report.ts';
import { startPlan } from './stack.ts';


/** deploy/.env as the README says to make it: deploy/.env.example with the two passwords set. */
export function deployEnvFile(example: string, passwords: { db: string; admin: string }): string {
  return example.replace(/^DB_PASSWORD=.*$/m, `DB_PASSWORD=${passwords.db}`).replace(/^ADMIN_PASSWORD=.*$/m, `ADMIN_PASSWORD=${passwords.admin}`);
}

/** The argv run in a replica to read a URL on its own port: node's fetch, the body on stdout. */
export const readInContainer = (url: string) => ['node', '-e', `fetch(${JSON.stringify(url)}).then((r) => r.text()).then((t) => process.stdout.write(t), (e) => { console.error(e); process.exit(1); })`];

/**
 * GETs through nginx, `concurrency` kept-alive connections at a time, until `stop` resolves: each
 * one's status, or why none came, and how many were sent again on a connection nginx had closed.
 */
async function readUntil(url: string, concurrency: number, stop: Promise<unknown>): Promise<{ statuses: (number | string)[]; resent: number }> {
  const statuses: (number | string)[] = [];
  let resent = 0;
  let done = false;
  void stop.finally(() => {
    done = true;
  });
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const limit = Date.now() + 180_000;
  try {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (!done && Date.now() < limit) {
          const { status, resentAfter } = await keepAliveGet(url, agent);
          if (resentAfter.length > 0) log(`read sent again after ${resentAfter.join(', ')} on a reused connection`);
          if (typeof status === 'string' || status < 200 || status > 299) log(`read failed: ${status}`);
          resent += resentAfter.length > 0 ? 1 : 0;
          statuses.push(status);
          await sleep(20);
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  return { statuses, resent };
}

export interface StackImages {
  readonly built: string;
  /** A compose file's image name → the local stand-in it runs as. */
  readonly standIns: Readonly<Record<string, string>>;
}

/** deploy/docker-compose.yml: MariaDB, two replicas, nginx; a write through nginx read on both, a rolling restart under reads. */
export async function testDeploy(engine: Engine, repoRoot: string, images: StackImages, report: Report): Promise<void> {
  const composeDir = join(repoRoot, 'deploy');
  const passwords = { db: randomBytes(12).toString('hex'), admin: randomBytes(12).toString('hex') };
  const envText = deployEnvFile(readFileSync(join(composeDir, '.env.example'), 'utf8'), passwords);
  const nginxPort = await freePort();
  const plan: Plan = planCompose(readFileSync(join(composeDir, 'docker-compose.yml'), 'utf8'), {
    project: 'portfolio-image-test-deploy',
    composeDir,
    // compose reads the .env beside the file for ${…}.
    values: parseEnvFile(envText),
    images: images.standIns,
    builtImage: images.built,
    expectedBuild: repositoryBuild(repoRoot),
    hostPort: (port) => (port === 8080 ? nginxPort : Number.NaN),
    readFile: (path) => (path === join(composeDir, '.env') ? envText : readFileSync(path, 'utf8')),
  });
  const container = (name: string) => plan.services.find((service) => service.name === name)?.container ?? name;
  const resources = new Resources(engine);
  try {
    const started = Date.now();
    const healthyAfter = await startPlan(engine, plan, resources);
    report.check('deploy: MariaDB, app1, app2 and nginx healthy', true, Object.entries(healthyAfter).map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', '));
    report.fact(`deploy stack up (healthy) in ${((Date.now() - started) / 1000).toFixed(0)} s`);

    const origin = `http://127.0.0.1:${nginxPort}`;
    report.check('deploy: /api/ready through nginx', (await statusOf(`${origin}/api/ready`)) === 200);
    const client = siteClient(origin);
    await client.login(passwords.admin);
    const title = `Image test deploy ${Date.now()}`;
    await client.addProject(title);
    for (const replica of ['app1', 'app2']) {
      const read = await execIn(engine, container(replica), readInContainer('http://127.0.0.1:3000/api/projects'));
      report.check(`deploy: the write through nginx is read on ${replica}`, read.status === 0 && read.stdout.includes(JSON.stringify(title)), read.status === 0 ? '' : read.stderr.slice(0, 300));
    }

    // The rolling restart of docs/operations.md, under reads through nginx.
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const reads = readUntil(`${origin}/api/projects`, 4, finished);
    try {
      for (const replica of ['app1', 'app2']) {
        const service = plan.services.find((item) => item.name === replica);
        if (!service?.healthcheck) throw new Error(`${replica}: no healthcheck`);
        const stop = await stopTimed(engine, service.container, 'stop', service.stopTimeoutSeconds ?? 10);
        if (!report.check(`deploy: ${replica} stops on SIGTERM within 10 s with exit 0`, stop.ms < 10_000 && stop.exitCode === 0, `${(stop.ms / 1000).toFixed(1)} s, exit ${stop.exitCode}`)) {
          log(`${replica}'s last lines (the stop began at ${stop.startedAt} ms since the epoch, the clock of their "time"):\n${await logTail(engine, service.container, 12)}`);
        }
        await runEngine(engine, ['start', service.container]);
        const ready = await waitHealthy(engine, service.container, service.healthcheck);
        report.check(`deploy: ${replica} ready again after its restart`, ready !== undefined, ready === undefined ? '' : `${(ready / 1000).toFixed(1)} s`);
        log(`${replica}: nginx -s reload`);
        await runEngine(engine, ['exec', container('nginx'), 'nginx', '-s', 'reload']);
        await sleep(3000);
      }
    } finally {
      finish();
    }
    const { statuses, resent } = await reads;
    const summary = summarizeReads(statuses);
    const detail = `${summary.total} reads, ${JSON.stringify(summary.byStatus)}; ${resent} sent again on a kept-alive connection nginx closed as it arrived`;
    if (!report.check('deploy: reads through nginx during the rolling restart: 0 failed', summary.total > 0 && summary.failed === 0, detail)) {
      const nginxLog = await runEngine(engine, ['logs', container('nginx')], { allowFailure: true });
      log(`nginx's lines other than 200s:\n${`${nginxLog.stdout}${nginxLog.stderr}`.split('\n').filter((line) => !/" 200 /.test(line)).join('\n')}`);
    }
    const after = await client.projectTitles();
    report.check('deploy: the project is there after both replicas restarted', after.includes(title));
    log('deploy: done');
  } finally {
    await resources.removeAll();
  }
}
