import { createSocket } from 'node:dgram';
import { once } from 'node:events';

/** A DNS server for a test: A records for the names given, NXDOMAIN for others; it can go silent. */
export interface TestDnsServer {
  /** The loopback address it answers on (port 53, as /etc/resolv.conf can only say that). */
  readonly address: string;
  /** While true, every query goes unanswered, as when the network loses the packets. */
  dropping: boolean;
  /** The names asked while dropping. */
  readonly dropped: string[];
  close(): Promise<void>;
}

const TYPE_A = 1;

/** The name and type of a query's question (uncompressed, as resolvers send it), and where it ends. */
function question(message: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let offset = 12;
  for (let length = message[offset] ?? 0; length > 0; length = message[offset] ?? 0) {
    labels.push(message.subarray(offset + 1, offset + 1 + length).toString('ascii'));
    offset += length + 1;
  }
  return { name: labels.join('.').toLowerCase(), type: message.readUInt16BE(offset + 1), end: offset + 5 };
}

/**
 * Answers on `address`:53 (a 127.x address of the test's choosing; binding port 53 takes root).
 * `records` maps a name to its IPv4 address; AAAA queries for it get no records.
 */
export async function startDnsServer(address: string, records: Readonly<Record<string, string>>): Promise<TestDnsServer> {
  const socket = createSocket('udp4');
  const server: TestDnsServer = {
    address,
    dropping: false,
    dropped: [],
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
  socket.on('message', (message, peer) => {
    const { name, type, end } = question(message);
    if (server.dropping) {
      server.dropped.push(name);
      return;
    }
    const ip = records[name];
    const answer = ip && type === TYPE_A ? Buffer.from([0xc0, 12, 0, 1, 0, 1, 0, 0, 0, 5, 0, 4, ...ip.split('.').map(Number)]) : Buffer.alloc(0);
    const header = Buffer.alloc(12);
    header.writeUInt16BE(message.readUInt16BE(0), 0);
    // A response, recursion desired and available; NXDOMAIN for a name it does not know.
    header.writeUInt16BE(0x8180 | (ip ? 0 : 3), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answer.length > 0 ? 1 : 0, 6);
    socket.send(Buffer.concat([header, message.subarray(12, end), answer]), peer.port, peer.address);
  });
  socket.bind(53, address);
  await once(socket, 'listening');
  return server;
}
