// The projects routes: the list and its
// commands, typed titles, the detail page with badge, links, gallery and lightbox, "Project not
// found", the way back, no console errors and an axe check. Reads the seeded demo projects through
// the API (the static edition: its data file), so projects an admin test adds meanwhile do not break the counts.
import type { Page } from '@playwright/test';
import { projectsResponseSchema, type Project } from '../packages/contracts/src/projects.ts';
import { seriousViolations } from './support/axe.ts';
import { dataRoute, dataUrl } from './support/edition.ts';
import { gotoClientRendered } from './support/siteConfig.ts';
import { expect, test } from './support/fixtures.ts';
import { commandBox, log, run } from './support/terminal.ts';

async function projects(page: Page): Promise<Project[]> {
  const response = await page.request.get(dataUrl('projects'));
  return projectsResponseSchema.parse(await response.json()).projects;
}

test.describe('projects list', () => {
  test('lists every project as {title}.project with its type and status', async ({ page }) => {
    const all = await projects(page);
    await page.goto('/projects');
    await expect(page).toHaveTitle('Projects — Riley Chen');
    await expect(page.getByText(`Found ${all.length} project${all.length === 1 ? '' : 's'}`, { exact: true })).toBeVisible();
    for (const project of all) {
      const entry = page.getByRole('link', { name: `${project.title}.project`, exact: true });
      await expect(entry).toHaveAttribute('href', `/projects/${project.id}`);
      await expect(page.getByRole('listitem').filter({ has: entry })).toContainText(`${project.type} · ${project.status}`);
    }
    await expect(page.getByTestId('prompt').last()).toHaveText('portfolio@127.0.0.1:~/projects$');
    await expect(commandBox(page)).toBeFocused();
  });

  test('a typed title (spaces, dashes or underscores) or id opens the project', async ({ page }) => {
    await page.goto('/projects');
    await expect(page.getByText(/^Found \d+ projects?$/)).toBeVisible();
    await run(page, 'Pocket Oscilloscope');
    await expect(page).toHaveURL(/\/projects\/pocket-oscilloscope$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pocket Oscilloscope' })).toBeVisible();

    await page.goto('/projects');
    await expect(page.getByText(/^Found \d+ projects?$/)).toBeVisible();
    await run(page, 'risc-v_pipeline_SIMULATOR');
    await expect(page).toHaveURL(/\/projects\/risc-v-pipeline-simulator$/);

    await page.goto('/projects');
    await expect(page.getByText(/^Found \d+ projects?$/)).toBeVisible();
    await run(page, 'terminal-portfolio');
    await expect(page).toHaveURL(/\/projects\/terminal-portfolio$/);
  });

  test('a clicked entry opens the project, in the list and in the ls output', async ({ page }) => {
    await page.goto('/projects');
    await page.getByRole('link', { name: 'Split Keyboard PCB.project' }).click();
    await expect(page).toHaveURL(/\/projects\/split-keyboard-pcb$/);
    await page.goBack();
    // The list loads again on the way back; `ls` typed before it answers prints the loading line.
    await expect(page.getByText(/^Found \d+ projects?$/)).toBeVisible();
    await run(page, 'ls');
    await log(page).getByRole('link', { name: 'Campus Transit Tracker.project' }).click();
    await expect(page).toHaveURL(/\/projects\/campus-transit-tracker$/);
  });

  test('commands: ls, help, theme, clear, unknown names, cd', async ({ page }) => {
    const all = await projects(page);
    await page.goto('/projects');
    await expect(page.getByText(`Found ${all.length} projects`)).toBeVisible();
    await run(page, 'ls');
    await expect(log(page).getByText(`Found ${all.length} projects`)).toBeVisible();
    await run(page, 'ls art');
    await expect(log(page).getByText('ls: art: No such file or directory')).toBeVisible();
    await run(page, 'help');
    await expect(log(page).getByText('Available commands:')).toBeVisible();
    await run(page, 'pocket');
    await expect(log(page).getByText('pocket: command not found')).toBeVisible();
    await run(page, 'theme purple');
    await expect(log(page).getByText('Invalid theme: purple. Available themes: dark, light')).toBeVisible();
    await run(page, 'theme light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await run(page, 'theme');
    await expect(log(page).getByText('Current theme: light')).toBeVisible();
    await run(page, 'clear');
    await expect(log(page)).toHaveText('');
    await run(page, 'cd');
    await expect(log(page).getByText('Usage: cd <directory>')).toBeVisible();
    await run(page, 'cd art');
    await expect(log(page).getByText('Usage: cd ..')).toBeVisible();
    await run(page, 'cd ..');
    await expect(page).toHaveURL(/\/$/);
  });

  test('has no serious accessibility violation', async ({ page }) => {
    await page.goto('/projects');
    await expect(page.getByText(/^Found \d+ projects?$/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('project detail', () => {
  test('shows title, badge, type, date, description, tags and the GitHub link only', async ({ page }) => {
    const pocket = (await projects(page)).find((project) => project.id === 'pocket-oscilloscope');
    if (!pocket) throw new Error('the demo project pocket-oscilloscope is missing');
    await page.goto('/projects/pocket-oscilloscope');
    await expect(page).toHaveTitle('Pocket Oscilloscope — Riley Chen');
    await expect(page.getByRole('heading', { level: 1, name: 'Pocket Oscilloscope' })).toBeVisible();
    await expect(page.getByText(/^\W*COMPLETED$/)).toBeVisible();
    await expect(page.getByText(pocket.type, { exact: true })).toBeVisible();
    await expect(page.locator(`time[datetime="${pocket.date}"]`)).toHaveText(pocket.date);
    await expect(page.getByText(/fits in a mint tin/)).toBeVisible();
    for (const tag of pocket.tech) await expect(page.getByRole('listitem').filter({ hasText: new RegExp(`^${tag}$`) })).toBeVisible();
    const github = page.getByRole('link', { name: 'View on GitHub' });
    await expect(github).toHaveAttribute('href', pocket.github ?? '');
    await expect(github).toHaveAttribute('target', '_blank');
    await expect(github).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('link', { name: 'Live Demo' })).toHaveCount(0);
  });

  test('a project with a demo shows Live Demo in a new tab; an in-progress one its badge', async ({ page }) => {
    await page.goto('/projects/terminal-portfolio');
    const demo = page.getByRole('link', { name: 'Live Demo' });
    await expect(demo).toHaveAttribute('href', 'https://riley-chen.example.com');
    await expect(demo).toHaveAttribute('target', '_blank');
    await expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
    await page.goto('/projects/smart-greenhouse-controller');
    await expect(page.getByText(/^\W*IN-PROGRESS$/)).toBeVisible();
    await page.goto('/projects/split-keyboard-pcb');
    await expect(page.getByText(/^\W*PLANNED$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'View on GitHub' })).toHaveCount(0);
  });

  test('a gallery image opens the lightbox with "n / total"; a click closes it', async ({ page }) => {
    await page.goto('/projects/pocket-oscilloscope');
    const images = page.getByRole('list', { name: 'Gallery' }).getByRole('button');
    await expect(images).toHaveCount(2);
    await images.first().click();
    const dialog = page.getByRole('dialog', { name: 'Screenshots of Pocket Oscilloscope' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('lightbox-counter')).toHaveText('1 / 2');
    // The demo's images went through the media pipeline: the lightbox shows the largest file.
    await expect(dialog.getByRole('img')).toHaveAttribute('src', /^\/media\/[\w-]{22}_(\d+)x\d+_\1\.png$/);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('img').click();
    await expect(dialog).toHaveCount(0);
    await images.nth(1).click();
    await expect(page.getByTestId('lightbox-counter')).toHaveText('2 / 2');
    await page.getByRole('dialog').click({ position: { x: 10, y: 10 } });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('"Back to Projects" and the close button both go to /projects', async ({ page }) => {
    await page.goto('/projects/pocket-oscilloscope');
    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await page.goto('/projects/pocket-oscilloscope');
    await page.getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });

  test('an unknown id, or a failed request, shows "Project not found"', async ({ page, consoleErrors }) => {
    // The server answers an unknown project's page with the status 404, which the browser logs.
    consoleErrors.allow('Failed to load resource: the server responded with a status of 404 (Not Found)');
    const answer = await page.goto('/projects/no-such-project');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
    await expect(page).toHaveTitle('Project not found — Riley Chen');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);

    await page.route(dataRoute('projects'), (route) => route.fulfill({ status: 503, json: { error: 'Database unavailable' } }));
    // The browser logs the refused request itself; that is the point of this test, not a fault.
    consoleErrors.ignoreConsole();
    await gotoClientRendered(page, '/projects/pocket-oscilloscope');
    await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
  });

  test('has no serious accessibility violation', async ({ page }) => {
    await page.goto('/projects/terminal-portfolio');
    await expect(page.getByRole('heading', { level: 1, name: 'Terminal Portfolio' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
