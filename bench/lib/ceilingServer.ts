// The ceiling: a bare node:http server answering recorded responses from memory, so the API's
// figures can be read as a share of what Node itself manages on this machine.
// Usage: node --import tsx bench/lib/ceilingServer.ts <recorded.json>; prints {"port":n} once listening.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { ceilingKey, type RecordedAnswer } from './recorded.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: ceilingServer.ts <recorded.json>');
const recorded = JSON.parse(readFileSync(file, 'utf8')) as RecordedAnswer[];
const answers = new Map(
  recorded.map((answer) => [answer.key, { status: answer.status, headers: answer.headers, body: Buffer.from(answer.bodyBase64, 'base64') }]),
);

const server = createServer((req, res) => {
  const answer = answers.get(ceilingKey(req.url ?? '/', req.headers['if-none-match'] !== undefined));
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
});
server.keepAliveTimeout = 5000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
