// The owner's backup end to end: "Download backup" in the uploads tab of either admin saves one
// file, the archive `npm run restore` loads: gzip'd NDJSON whose first line names the format and
// its version and lists the tables (the demo's among them).
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { BACKUP_FORMAT } from '../packages/contracts/src/backup.ts';
import { openAdmin, openTab } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';

for (const path of ['/admin', '/admin-clean'] as const) {
  test(`downloads a backup of the whole site from ${path}`, async ({ page }) => {
    await openAdmin(page, path);
    const panel = await openTab(page, 'uploads');
    const downloading = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download backup' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^portfolio-backup-\d{4}-\d{2}-\d{2}\.ndjson\.gz$/);
    await expect(panel.getByText('Backup downloaded')).toBeVisible();

    const lines = gunzipSync(await readFile(await download.path())).toString('utf8').split('\n');
    const header = JSON.parse(lines[0] ?? '') as { format: string; version: number; tables: { name: string; rows: number }[] };
    expect(header).toMatchObject({ format: BACKUP_FORMAT, version: 1 });
    const rows = Object.fromEntries(header.tables.map((table) => [table.name, table.rows]));
    expect(rows.projects).toBeGreaterThan(0);
    expect(rows.media_files).toBeGreaterThan(0);
    expect(lines.filter(Boolean)).toHaveLength(1 + header.tables.reduce((sum, table) => sum + table.rows, 0));
  });
}
