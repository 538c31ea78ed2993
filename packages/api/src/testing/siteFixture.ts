import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The built index.html's shape, as far as the server reads it: a generic title and description. */
export const FIXTURE_INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Portfolio of a computer engineering student, browsed as a retro terminal." />' +
  '<title>portfolio</title><script>document.documentElement.dataset.ready="1"</script></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>';

/** A built site's folder holding only index.html, for tests of the pages the server writes. */
export function siteFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-site-'));
  writeFileSync(join(dir, 'index.html'), FIXTURE_INDEX_HTML);
  return dir;
}
