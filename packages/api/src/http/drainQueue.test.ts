import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrain } from './shutdown';

/**
 * A client on its own thread: it connects and sends a POST while the main thread is busy (the
 * kernel completes the connection; the server's event loop has not accepted it yet), raises a flag,
 * and reports what it got back: the answer's status line, or the socket error's code.
 */
const CLIENT = `
const { workerData, parentPort } = require('node:worker_threads');
const net = require('node:net');
const flag = new Int32Array(workerData.flag);
const socket = net.connect(workerData.port, '127.0.0.1', () => {
  socket.write('POST /write HTTP/1.1\\r\\nHost: test\\r\\nContent-Length: 2\\r\\n\\r\\nhi', () => {
    Atomics.store(flag, 0, 1);
  });
});
let text = '';
socket.on('data', (data) => { text += data.toString('utf8'); });
socket.on('error', (error) => parentPort.postMessage(error.code));
socket.on('close', () => parentPort.postMessage(text.split('\\r\\n')[0] || 'closed without an answer'));
`;

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server = undefined;
});

describe('drain', () => {
  it('answers a request whose connection was queued, not yet accepted, when the drain began (closing the listener then would reset it)', async () => {
    const drain = createDrain();
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.end('saved'));
    });
    drain.track(server);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const flag = new SharedArrayBuffer(4);
    const client = new Worker(CLIENT, { eval: true, workerData: { port, flag } });
    const outcome = new Promise<string>((resolve) => client.once('message', resolve));
    // The event loop stays busy until the client has connected and sent its request: the
    // connection sits in the listening socket's queue, as one does behind nginx under load.
    const waitFor = new Int32Array(flag);
    const giveUpAt = Date.now() + 10_000;
    while (Atomics.load(waitFor, 0) === 0 && Date.now() < giveUpAt);
    expect(Atomics.load(waitFor, 0)).toBe(1);
    const drained = drain.drain();

    expect(await outcome).toBe('HTTP/1.1 200 OK');
    await drained;
    await client.terminate();
  });
});
