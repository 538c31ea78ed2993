// The least a page can measure: a server that answers every path with a bare HTML document (a title,
// a heading, a sentence; no style, font, script or image), so that Lighthouse's CLI, run against it
// as against the site, shows what it attributes to any document at all on this machine — Chromium's
// own parse, style, layout and paint of a page and the tasks it runs in the page's name. Beside a
// running build, as bench/abLoad.ts's first side:
//   npx tsx bench/bareDocument.ts [--port=4102] &
//   npx tsx bench/abLoad.ts http://127.0.0.1:4102 http://127.0.0.1:4100 --paths=/writing/<slug>
// What a page measures above that floor is what its own HTML, style and scripts cost.
import { createServer } from 'node:http';
import { BARE_DOCUMENT } from './lib/bareDocument.ts';

const port = Number(process.argv.find((arg) => arg.startsWith('--port='))?.slice('--port='.length) ?? 4102);
if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--port must be a port number');

createServer((request, response) => {
  const html = request.method === 'GET' && !request.url?.startsWith('/robots.txt');
  response.writeHead(html ? 200 : 404, { 'content-type': html ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html ? BARE_DOCUMENT : 'Not found');
}).listen(port, '127.0.0.1', () => console.log(`a bare document on every path of http://127.0.0.1:${port}`));
