// The page's fonts change as few times as possible after the first paint (issue 31): each change to
// a document's font faces lays the whole page out again. The fallback faces are declared once, in
// index.html's head (packages/site/build/fontFaces.ts), so neither the critical CSS nor the whole
// stylesheet arriving after the paint declares them again; JetBrains Mono's two faces are added
// together, already loaded (packages/site/src/fonts/webFont.ts), and only then does its name enter
// `--font-mono` (fonts.css): before, the browser would look the name up among the system's fonts at
// the first layout. Both editions.
import { expect, test } from '@playwright/test';

test('each font face is declared once, and the web font is added only once both faces have loaded', async ({ page }) => {
  await page.addInitScript(() => {
    const added: { family: string; weight: string; status: string }[] = [];
    (window as unknown as { addedFaces: typeof added }).addedFaces = added;
    const add = FontFaceSet.prototype.add;
    FontFaceSet.prototype.add = function (this: FontFaceSet, face: FontFace) {
      added.push({ family: face.family.replace(/["']/g, ''), weight: face.weight, status: face.status });
      return add.call(this, face);
    };
  });
  await page.goto('/projects');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => document.fonts.check('16px "JetBrains Mono"') && document.fonts.check('bold 16px "JetBrains Mono"'));

  const declared = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules]
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .map((rule) => ({
          family: rule.style.getPropertyValue('font-family').replace(/["']/g, ''),
          weight: rule.style.getPropertyValue('font-weight'),
          inHeadStyle: sheet.ownerNode instanceof HTMLStyleElement && sheet.ownerNode.hasAttribute('data-font-faces'),
        })),
    ),
  );
  // The whole stylesheet has loaded by now (the app hydrates only once it has).
  expect(await page.locator('link[rel="stylesheet"]').count()).toBeGreaterThan(0);
  expect(declared.length).toBeGreaterThan(0);
  expect(declared.every((face) => face.inHeadStyle)).toBe(true);
  const keys = declared.map((face) => `${face.family} ${face.weight}`);
  expect(new Set(keys).size).toBe(keys.length);

  const added = await page.evaluate(() => (window as unknown as { addedFaces: { family: string; weight: string; status: string }[] }).addedFaces);
  expect(added).toEqual([
    { family: 'JetBrains Mono', weight: '400', status: 'loaded' },
    { family: 'JetBrains Mono', weight: '700', status: 'loaded' },
  ]);
});

test('the web font’s name enters the stack with its faces: until then the page names only the fallbacks', async ({ page }) => {
  // The font's files are held back until the first layout has been checked.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/jetbrains-mono-*.woff2', async (route) => {
    await released;
    await route.continue();
  });
  const stack = () => page.evaluate(() => ({ family: getComputedStyle(document.body).fontFamily, marked: document.documentElement.hasAttribute('data-web-font') }));
  await page.goto('/projects');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const before = await stack();
  expect(before.marked).toBe(false);
  expect(before.family).not.toContain('JetBrains Mono,');
  expect(before.family).toMatch(/^"?JetBrains Mono Fallback"?,/);
  release();
  await page.locator('html[data-web-font]').waitFor({ state: 'attached' });
  expect((await stack()).family).toMatch(/^"?JetBrains Mono"?, "?JetBrains Mono Fallback"?,/);
  expect(await page.evaluate(() => document.fonts.check('16px "JetBrains Mono"'))).toBe(true);
});
