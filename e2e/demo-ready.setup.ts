// Before any spec: the demo content's images have gone through the media pipeline, which the
// server runs just after it starts (packages/api/src/seed/demoMedia.ts), so every spec sees the
// demo as visitors do, with /media/ images, and none sees it change under it.
import { expect, test as setup } from '@playwright/test';
import { projectsResponseSchema } from '../packages/contracts/src/projects.ts';

setup("the demo's images are media", async ({ request }) => {
  await expect
    .poll(
      async () => {
        const { projects } = projectsResponseSchema.parse(await (await request.get('/api/projects')).json());
        return projects.flatMap((project) => project.images).every((url) => url.startsWith('/media/'));
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
});
