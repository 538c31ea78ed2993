// The `ls` lines of /writing and /projects on a 390 px phone opened by a deep link: each date or
// type stays whole (on its own line under the name when the line is too narrow), a long name ends
// in an ellipsis, and nothing wraps under the tree's branch.
import { devices, type Locator } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// devices['iPhone 13'] names WebKit; only Chromium runs here, so its browser type is left out.
const { defaultBrowserType: _webkit, ...iPhone13 } = devices['iPhone 13'];
test.use({ ...iPhone13, viewport: { width: 390, height: 844 } });

interface RowBox {
  readonly branchTop: number;
  readonly nameTop: number;
  readonly nameLeft: number;
  readonly metaLeft: number;
  readonly metaRight: number;
  readonly metaClipped: boolean;
  readonly rowRight: number;
  readonly nameCut: boolean;
  readonly nameEllipsis: boolean;
}

/** Where each row's branch, name and meta (date, or type · status) sit. */
function rowBoxes(rows: Locator): Promise<RowBox[]> {
  return rows.evaluateAll((items) =>
    items.map((row) => {
      const [branch, text] = [...row.children] as [HTMLElement, HTMLElement];
      const [name, meta] = [...text.children] as [HTMLElement, HTMLElement];
      const box = (element: Element) => element.getBoundingClientRect();
      return {
        branchTop: box(branch).top,
        nameTop: box(name).top,
        nameLeft: box(name).left,
        metaLeft: box(meta).left,
        metaRight: box(meta).right,
        metaClipped: meta.scrollWidth > meta.clientWidth + 1,
        rowRight: box(row.parentElement ?? row).right,
        nameCut: name.scrollWidth > name.clientWidth + 1,
        nameEllipsis: getComputedStyle(name).textOverflow === 'ellipsis',
      };
    }),
  );
}

for (const [path, rows] of [
  ['/writing', 'main li'],
  ['/projects', 'ul[aria-label="Projects"] li'],
] as const) {
  test(`${path} on a phone: whole dates and types, names cut with an ellipsis, nothing under the branch`, async ({ page }) => {
    await page.goto(path);
    const items = page.locator(rows);
    await expect(items.first()).toBeVisible();
    const boxes = await rowBoxes(items);
    expect(boxes.length).toBeGreaterThan(3);
    for (const row of boxes) {
      expect(row.nameTop).toBe(row.branchTop);
      expect(row.metaClipped).toBe(false);
      expect(row.metaRight).toBeLessThanOrEqual(row.rowRight + 0.5);
      // A meta that moved to its own line starts under the name, never under the branch.
      if (row.metaLeft < row.nameLeft) throw new Error(`meta wraps under the branch: ${JSON.stringify(row)}`);
      if (row.nameCut) expect(row.nameEllipsis).toBe(true);
    }
    // The demo content has names too long for the width: some are cut, with the marker.
    expect(boxes.some((row) => row.nameCut)).toBe(true);
  });
}

test("a project on a phone: the gallery's thumbnails two abreast, each taking the 480 px file", async ({ page }) => {
  await page.goto('/projects/pocket-oscilloscope');
  const thumbs = page.getByRole('list', { name: 'Gallery' }).getByRole('img');
  await expect(thumbs).toHaveCount(2);
  const boxes = await thumbs.evaluateAll((images) => images.map((image) => image.getBoundingClientRect().toJSON() as { top: number; left: number; right: number; width: number }));
  const [first, second] = boxes;
  expect(second?.top).toBe(first?.top);
  expect(second?.left ?? 0).toBeGreaterThan(first?.right ?? Infinity);
  // A 173 px slot: at Lighthouse's phone (1.75 device pixels per CSS pixel) 303 px wanted, so the 480 px file.
  expect(first?.width).toBeLessThan(480 / 1.75);
});
