// The page's fonts change as few times as possible after the first paint (issue 31): each change to
// a document's font faces lays the whole page out again. The fallback faces are declared once, in
// index.html's head (packages/site/build/fontFaces.ts), so neither the critical CSS nor the whole
// stylesheet arriving after the paint declares them again; JetBrains Mono's two faces are added
// together, already loaded (packages/site/src/fonts/webFont.ts). Both editions.
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
