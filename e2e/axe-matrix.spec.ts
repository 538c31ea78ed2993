// axe finds no violation of any impact on any visitor page (the route table's, each item's, the 404
// page), in the dark and the light theme, on a desktop and a phone, with JavaScript on and off.
// One context per device and JavaScript setting visits every page; both themes are checked on each.
//
// The static edition's pages are the server's (packages/api/src/export/bothDevices.ts): a page that
// renders the same on both devices is the server's page plus a script and a data patch, and a
// two-layout page, once its script has kept one layout, is the server's page for that device (both
// asserted by bothDevices.test.ts). Only the two-layout pages without JavaScript, which keep both
// renders and pick one by width, are markup of the static edition's own: there it checks those.
import { isStatic } from './support/edition.ts';
import { AXE_DEVICES, MISSING_PAGE, violationsInThemes, visitorPages } from './support/axeMatrix.ts';
import { expect, test } from './support/fixtures.ts';

/** The static file holds both renders (the phone's in `#root-phone`). */
const TWO_LAYOUTS = 'id="root-phone"';

for (const [device, use] of Object.entries(AXE_DEVICES)) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${device}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ ...use, javaScriptEnabled });

      test('axe: no violation on any visitor page, dark and light', async ({ page, request, consoleErrors }) => {
        test.skip(isStatic() && javaScriptEnabled, 'with JavaScript the static edition shows the server edition\'s pages (see above)');
        let paths = await visitorPages(request);
        expect(paths.length).toBeGreaterThan(10);
        if (isStatic()) {
          const documents = await Promise.all(paths.map(async (path) => (await request.get(path)).text()));
          paths = paths.filter((_, index) => documents[index]?.includes(TWO_LAYOUTS));
          expect(paths).toContain('/');
        }
        test.setTimeout(20_000 + paths.length * 4_000);
        consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
        const found: string[] = [];
        for (const path of paths) {
          const answer = await page.goto(path);
          expect(answer?.status(), path).toBe(path === MISSING_PAGE ? 404 : 200);
          found.push(...(await violationsInThemes(page, path, !javaScriptEnabled)));
        }
        expect(found).toEqual([]);
      });
    });
  }
}
