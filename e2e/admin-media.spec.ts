// The owner's images end to end: two photos uploaded to a new project (picked as files), reordered,
// saved, and shown on the project's page as <picture> with every width; the media library then
// lists them as used, still used while the deleted project is in the trash, unused once it is
// deleted forever there, and deletes one.
import sharp from 'sharp';
import { acceptConfirm, apiProjects, openAdmin, openTab, RUN_TAG } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';

const MEDIA_URL = /^\/media\/[\w-]{22}_(\d+)x(\d+)_(\d+)\.jpg$/;

/** A JPEG photo of one colour, `width` × `height`, with a GPS position in its EXIF. */
function photo(width: number, height: number, red: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: red, g: 90, b: 60 } } })
    .withExif({ IFD0: { Artist: 'e2e' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2981/100' } })
    .jpeg()
    .toBuffer();
}

test('uploads two photos to a project, reorders them, and the page shows them with srcset', async ({ page, request }) => {
  const title = `Media Project ${RUN_TAG}`;
  await openAdmin(page);
  const panel = await openTab(page, 'projects');
  const form = panel.getByRole('form', { name: 'Add project' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Photos uploaded by the end-to-end test.');
  await form.getByLabel('Date (YYYY-MM-DD)').fill('2026-03-03');

  // One after the other: uploads join the gallery in the order they end, and two sent together may
  // end either way round (the smaller one often first on a busy machine).
  const gallery = form.getByRole('list', { name: 'Gallery images' });
  await form.getByLabel('Upload images').setInputFiles([{ name: 'wide.jpg', mimeType: 'image/jpeg', buffer: await photo(2000, 1000, 200) }]);
  await expect(gallery.getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });
  await form.getByLabel('Upload images').setInputFiles([{ name: 'small.jpg', mimeType: 'image/jpeg', buffer: await photo(800, 600, 30) }]);
  await expect(gallery.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
  const urlsShown = async () => (await gallery.getByRole('listitem').allInnerTexts()).map((text) => /\/media\/\S+/.exec(text)?.[0] ?? '');
  const before = await urlsShown();
  expect(before.every((url) => MEDIA_URL.test(url))).toBe(true);
  await form.getByRole('button', { name: 'Move image 2 up' }).click();
  expect(await urlsShown()).toEqual([before[1], before[0]]);
  await form.getByLabel('Alt text for image 1').fill('The first photo');
  await form.getByRole('button', { name: 'Add Project' }).click();
  await expect(panel.getByText('Project saved')).toBeVisible();

  const saved = (await apiProjects(request)).find((project) => project.title === title);
  expect(saved?.images).toEqual([before[1], before[0]]);
  expect(saved?.imageAlts?.[0]).toBe('The first photo');

  // The visitor's page: a <picture> per image with AVIF and WebP sources, every width, no upscaling.
  await page.goto(`/projects/${saved?.id ?? ''}`);
  const pictures = page.getByRole('list', { name: 'Gallery' }).locator('picture');
  await expect(pictures).toHaveCount(2);
  const first = pictures.first();
  await expect(first.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /_480\.avif 480w, .*_800\.avif 800w$/);
  await expect(first.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\.webp 800w$/);
  await expect(first.getByRole('img', { name: /The first photo/ })).toHaveAttribute('width', '800');
  await expect(pictures.nth(1).locator('source[type="image/avif"]')).toHaveAttribute('srcset', /_1600\.avif 1600w, .*_2000\.avif 2000w$/);

  // What the browser fetched was stripped of every piece of metadata.
  const served = await request.get(saved?.images[0] ?? '');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();

  // The library: both used; the deleted project waits in the trash, which keeps its images in use;
  // once it is deleted forever there, they are unused, and one can be deleted.
  await page.goto('/admin-clean');
  const projects = await openTab(page, 'projects');
  acceptConfirm(page, 'Are you sure you want to delete this project?');
  await projects.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
  await expect(projects.getByText('Project deleted')).toBeVisible();
  const uploads = await openTab(page, 'uploads');
  // The library was read when the admin opened: Refresh reads it again.
  await uploads.getByRole('button', { name: 'Refresh' }).click();
  const library = uploads.getByRole('list', { name: 'Media' });
  const item = library.getByRole('listitem').filter({ hasText: '800×600' });
  await expect(item).toContainText('In use');
  await openTab(page, 'projects');
  acceptConfirm(page, 'Delete this item forever? It cannot be restored.');
  await projects.getByRole('list', { name: 'Trash' }).getByRole('button', { name: `Delete forever ${title}` }).click();
  await expect(projects.getByText(`Deleted forever: ${title}`)).toBeVisible();
  await openTab(page, 'uploads');
  await uploads.getByRole('button', { name: 'Refresh' }).click();
  await expect(item).toContainText('Unused');
  acceptConfirm(page, 'Are you sure you want to delete this image?');
  await item.getByRole('button', { name: /^Delete / }).click();
  await expect(uploads.getByText('Image deleted')).toBeVisible();
  expect((await request.get(before[1] ?? '')).status()).toBe(404);
});
