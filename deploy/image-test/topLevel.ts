import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { planCompose, repositoryBuild } from './compose.ts';
import { Resources } from './containers.ts';
import type { StackImages } from './deploy.ts';
import type { Engine } from './engine.ts';
import { freePort, siteClient, waitFor200 } from './http.ts';
import type { Report } from './report.ts';
import { startPlan } from './stack.ts';

/** The values `docker compose up` takes from the shell for the top-level file (ADMIN_PASSWORD is required). */
export const topLevelValues = (adminPassword: string) => ({ ADMIN_PASSWORD: adminPassword, MYSQL_PASSWORD: 'portfolio' });

/** The top-level docker-compose.yml: MySQL (here MariaDB standing in) and the app on it. */
export async function testTopLevel(engine: Engine, repoRoot: string, images: StackImages, report: Report): Promise<void> {
  const adminPassword = randomBytes(12).toString('hex');
  const appPort = await freePort();
  const plan = planCompose(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'), {
    project: 'portfolio-image-test-compose',
    composeDir: repoRoot,
    values: topLevelValues(adminPassword),
    images: images.standIns,
    builtImage: images.built,
    expectedBuild: repositoryBuild(repoRoot),
    hostPort: (port) => (port === 3000 ? appPort : Number.NaN),
    readFile: (path) => readFileSync(path, 'utf8'),
  });
  const resources = new Resources(engine);
  try {
    const started = Date.now();
    await startPlan(engine, plan, resources);
    const origin = `http://127.0.0.1:${appPort}`;
    const ready = await waitFor200(`${origin}/api/ready`, 60_000);
    report.check('compose: db and app up, /api/ready 200', ready !== undefined, `${((Date.now() - started) / 1000).toFixed(1)} s from the first run`);
    const health = (await (await fetch(`${origin}/api/health`)).json()) as { dialect?: string };
    report.check('compose: the app runs on the MySQL service', health.dialect === 'mysql', `dialect ${health.dialect}`);
    const client = siteClient(origin);
    await client.login(adminPassword);
    const title = `Image test compose ${Date.now()}`;
    await client.addProject(title);
    report.check('compose: a project written is read back', (await client.projectTitles()).includes(title));
  } finally {
    await resources.removeAll();
  }
}
