// Issue 21, "Forgiving" and the every-screen commands: did-you-mean after an unknown command, a
// directory or a file; man and help <command>; pwd, echo, date and open; Tab offering the new
// commands only where the spec's set has no match.
import { expect, test } from './support/fixtures.ts';
import { commandBox, log, run, runWhenEnabled, terminalLive } from './support/terminal.ts';

test('home: a typo gets the spec line, then a clickable suggestion', async ({ page }) => {
  await page.goto('/');
  await expect(commandBox(page)).toBeVisible();
  await run(page, 'claer');
  await expect(log(page)).toContainText('claer: command not found');
  await expect(log(page)).toContainText('Did you mean: clear?');
  await log(page).getByRole('button', { name: 'clear', exact: true }).click();
  await expect(commandBox(page)).toHaveValue('clear');

  await run(page, 'cat reedme.txt');
  await expect(log(page)).toContainText('cat: reedme.txt: No such file or directory');
  await expect(log(page)).toContainText('Did you mean: readme.txt?');
  await run(page, 'cd projecs');
  await expect(log(page)).toContainText('Did you mean: projects?');
});

test('home: man and help <command> print a manual page; help alone and help me are unchanged', async ({ page }) => {
  await page.goto('/');
  await expect(commandBox(page)).toBeVisible();
  await run(page, 'man cd');
  for (const heading of ['NAME', 'SYNOPSIS', 'DESCRIPTION', 'EXAMPLES']) await expect(log(page).getByText(heading, { exact: true })).toBeVisible();
  await expect(log(page)).toContainText('cd - Open a section: projects, art, writing or about');
  // `cd writing`: the welcome's hint row has a `cd projects` of its own.
  await log(page).getByRole('button', { name: 'cd writing', exact: true }).click();
  await expect(commandBox(page)).toHaveValue('cd writing');
  await run(page, 'clear');
  await run(page, 'help cat');
  await expect(log(page)).toContainText('cat - Print a file (try readme.txt)');
  await run(page, 'help me');
  await expect(log(page)).toContainText('help: too many arguments');
  await run(page, 'man');
  await expect(log(page)).toContainText('What manual page do you want?');
  await run(page, 'man frobnicate');
  await expect(log(page)).toContainText('No manual entry for frobnicate');
});

test('pwd, echo and date on the home; open goes to a section', async ({ page }) => {
  await page.goto('/');
  await expect(commandBox(page)).toBeVisible();
  await run(page, 'pwd');
  await expect(log(page)).toContainText('/home/portfolio');
  await run(page, 'echo hello   world');
  await expect(log(page)).toContainText('hello world');
  await run(page, 'date');
  await expect(log(page)).toContainText(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun) [A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d \S+ \d{4}/);
  await run(page, 'open writing');
  await expect(page).toHaveURL(/\/writing$/);
});

test('art: pwd follows the category, open enters one, a close category is suggested', async ({ page }) => {
  await page.goto('/art');
  await terminalLive(page);
  await run(page, 'open music');
  await runWhenEnabled(page, 'pwd');
  await expect(log(page)).toContainText('/home/portfolio/art/music');
  await run(page, 'cd bokos');
  await expect(log(page)).toContainText('cd: bokos: No such directory');
  await expect(log(page)).toContainText('Did you mean: ../books?');
});

test("Tab: the spec's completions first, the new commands only where nothing else matches", async ({ page }) => {
  await page.goto('/');
  await expect(commandBox(page)).toBeVisible();
  const input = commandBox(page);
  await input.fill('h');
  await input.press('Tab');
  await expect(input).toHaveValue('help ');
  await input.fill('pw');
  await input.press('Tab');
  await expect(input).toHaveValue('pwd ');
  await input.fill('man wh');
  await input.press('Tab');
  await expect(input).toHaveValue('man whoami');
});
