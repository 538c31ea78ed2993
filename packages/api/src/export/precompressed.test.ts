import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { withPrecompressed } from './precompressed';

describe('withPrecompressed', () => {
  it('puts a .gz of the same text beside pages, data, scripts and feeds, the same bytes each time, and none beside images or small files', () => {
    const page = Buffer.from('<p>a page</p>'.repeat(200));
    const files = new Map([
      ['/about.html', page],
      ['/data/config.json', Buffer.from(JSON.stringify({ text: 'x'.repeat(2000) }))],
      ['/media/a.avif', Buffer.alloc(4000, 7)],
      ['/robots.txt', Buffer.from('User-agent: *\n')],
    ]);
    const first = withPrecompressed(files);
    expect([...first.keys()].sort()).toEqual(['/about.html', '/about.html.gz', '/data/config.json', '/data/config.json.gz', '/media/a.avif', '/robots.txt']);
    expect(gunzipSync(first.get('/about.html.gz') as Buffer).equals(page)).toBe(true);
    expect(withPrecompressed(files).get('/about.html.gz')?.equals(first.get('/about.html.gz') as Buffer)).toBe(true);
  });
});
