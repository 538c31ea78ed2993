// `npx tsx deploy/image-test/reloadUnderReads.ts [RELOADS]`: what `nginx -s reload` does to a client's
// kept-alive connections, without containers. Debian's nginx runs deploy/nginx.conf (as the
// rolling-restart test does) in front of a plain Node server; four loops of GETs with fetch and four
// with keepAliveGet (the image test's reads) go through it while nginx is reloaded once a second.
// nginx's old workers close their idle client connections at once: a GET written to one just then
// is lost for fetch, and sent again by keepAliveGet (as a browser does).
import { Agent, createServer } from 'node:http';
import { nginxMissing, startNginx } from '../../packages/api/src/testing/nginxProcess.ts';
import { sleep } from './http.ts';
import { keepAliveGet } from './keepAliveGet.ts';

type Tally = Record<string, number>;
const count = (tally: Tally, key: string) => {
  tally[key] = (tally[key] ?? 0) + 1;
};

async function withFetch(url: string): Promise<string> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    await response.arrayBuffer();
    return String(response.status);
  } catch (error) {
    return `error: ${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name}`;
  }
}

async function main(reloads: number): Promise<number> {
  const missing = nginxMissing();
  if (missing) {
    console.error(missing);
    return 2;
  }
  const upstream = createServer((_request, response) => response.end('{"projects":[]}'));
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const address = upstream.address();
  if (!address || typeof address === 'string') throw new Error('the upstream has no port');
  const nginx = await startNginx({ upstreams: [`127.0.0.1:${address.port}`] });
  const url = `${nginx.baseUrl}/api/projects`;
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const fetchTally: Tally = {};
  const keptTally: Tally = {};
  let done = false;
  const loop = async (read: () => Promise<void>) => {
    while (!done) {
      await read();
      await sleep(20);
    }
  };
  const loops = [
    ...Array.from({ length: 4 }, () => loop(async () => count(fetchTally, await withFetch(url)))),
    ...Array.from({ length: 4 }, () =>
      loop(async () => {
        const { status, resentAfter } = await keepAliveGet(url, agent);
        count(keptTally, String(status));
        if (resentAfter.length > 0) count(keptTally, 'sent again');
      }),
    ),
  ];
  try {
    for (let reload = 0; reload < reloads; reload += 1) {
      await sleep(1000);
      nginx.child.kill('SIGHUP');
    }
    await sleep(1000);
  } finally {
    done = true;
    await Promise.all(loops);
    agent.destroy();
    await nginx.stop();
    upstream.close();
  }
  console.log(`${reloads} reloads of nginx under reads through it:`);
  console.log(`  fetch:        ${JSON.stringify(fetchTally)}`);
  console.log(`  keepAliveGet: ${JSON.stringify(keptTally)}`);
  return 0;
}

main(Number(process.argv[2] ?? 20)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
