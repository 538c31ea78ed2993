import { describe, expect, it } from 'vitest';
import { linkedFiles } from './linkedFiles';

const text = (entries: Record<string, string>) => new Map(Object.entries(entries).map(([path, body]) => [path, Buffer.from(body)]));

describe('linkedFiles', () => {
  it('finds media variants in srcset, uploads, share images on the public origin, and the files data and feeds name, once each', () => {
    const files = text({
      '/projects.html':
        '<img src="/media/ab12_800x600_320.webp" srcset="/media/ab12_800x600_320.webp 320w,/media/ab12_800x600_640.webp 640w"><a href="/uploads/resume.pdf">cv</a>' +
        '<meta property="og:image" content="https://riley.example/og/site/v1.png"><img src="https://elsewhere.example/media/x.png">',
      '/data/projects.json': '{"cover":{"src":"/media/cd34_10x10_10.avif"}}',
      '/rss.xml': '<enclosure url="https://riley.example/media/ab12_800x600_640.webp"/>',
      '/assets/app.js': '"/media/not-a-link-in-code.webp"',
    });
    expect(linkedFiles(files, 'https://riley.example')).toEqual([
      '/media/ab12_800x600_320.webp',
      '/media/ab12_800x600_640.webp',
      '/media/cd34_10x10_10.avif',
      '/og/site/v1.png',
      '/uploads/resume.pdf',
    ]);
  });
});
