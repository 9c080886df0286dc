import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const PROTOCOL_3 = 196608;
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'
/** Sync: ends an extended-protocol exchange (and any "skip until Sync" after an error). */
const SYNC_MESSAGE = new Uint8Array([SYNC, 0, 0, 0, 4]);

/** Who may talk to PGlite now: one connection at a time, until it is back at a quiet point. */
class Turns {
  private holder: Socket | null = null;
  private readonly waiting: Array<{ socket: Socket; start: () => void }> = [];

  async take(socket: Socket): Promise<void> {
    if (this.holder === socket) return;
    if (this.holder === null) {
      this.holder = socket;
      return;
    }
    await new Promise<void>((start) => this.waiting.push({ socket, start }));
  }

  give(socket: Socket): void {
    if (this.holder !== socket) return;
    const next = this.waiting.shift();
    this.holder = next?.socket ?? null;
    next?.start();
  }
}

/** Splits the byte stream into whole protocol messages; `isStartup` while no type byte is sent yet. */
function takeMessage(buffer: Buffer, isStartup: boolean): number {
  if (isStartup) {
    if (buffer.length < 4) return 0;
    const length = buffer.readInt32BE(0);
    return buffer.length >= length ? length : 0;
  }
  if (buffer.length < 5) return 0;
  const length = 1 + buffer.readInt32BE(1);
  return buffer.length >= length ? length : 0;
}

/**
 * A PostgreSQL wire-protocol front for one PGlite, so node-postgres talks to it
 * as to any server. PGlite runs one session: a connection keeps it from its
 * first message until it is at a quiet point again (after Sync or a simple
 * Query, outside a transaction), so statements and transactions of two
 * connections never interleave. When a connection goes away, its open
 * transaction is rolled back and its session state discarded.
 */
export function createPgliteWireServer(pglite: PGlite): Server {
  const turns = new Turns();

  const run = (message: Uint8Array, onData: (data: Uint8Array) => void) =>
    pglite.runExclusive(() => pglite.execProtocolRawStream(message, { onRawData: onData }));

  /**
   * Hands PGlite's session on as a new connection expects it: no open exchange,
   * no transaction, no prepared statements or settings left from this one.
   */
  async function release(socket: Socket): Promise<void> {
    await turns.take(socket);
    try {
      await run(SYNC_MESSAGE, () => {});
      if (pglite.isInTransaction()) await pglite.exec('ROLLBACK');
      await pglite.exec('DISCARD ALL');
    } finally {
      turns.give(socket);
    }
  }

  async function handle(socket: Socket, message: Buffer, isStartup: boolean): Promise<void> {
    if (isStartup) {
      const code = message.length >= 8 ? message.readInt32BE(4) : 0;
      if (code === SSL_REQUEST || code === GSS_REQUEST) {
        socket.write('N');
        return;
      }
      if (code !== PROTOCOL_3) {
        // A cancel request (PGlite has no backend to signal) or an unknown protocol.
        socket.end();
        return;
      }
    } else if (message[0] === TERMINATE) {
      // The client's session ends; PGlite's goes on for the next connection.
      socket.end();
      return;
    }
    await turns.take(socket);
    if (socket.destroyed) return; // release() follows and hands the turn on
    await run(message, (data) => {
      // A copy: `data` is a view of PGlite's memory, which it writes over as it goes on, and a
      // write the socket cannot take at once (past its buffer, about 200 KB) is sent later.
      if (socket.writable) socket.write(Buffer.from(data));
    });
    const isQuiet = isStartup || message[0] === SYNC || message[0] === QUERY;
    if (isQuiet && !pglite.isInTransaction()) turns.give(socket);
  }

  return createServer((socket) => {
    socket.setNoDelay(true);
    let buffer = Buffer.alloc(0);
    let isStartup = true;
    let work = Promise.resolve();
    socket.on('data', (chunk) => {
      buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
      const messages: Array<{ message: Buffer; isStartup: boolean }> = [];
      for (let length = takeMessage(buffer, isStartup); length > 0;) {
        const message = buffer.subarray(0, length);
        messages.push({ message, isStartup });
        buffer = buffer.subarray(length);
        if (isStartup) {
          // Only an SSL or GSS request is followed by another untyped (startup) message.
          const code = message.length >= 8 ? message.readInt32BE(4) : 0;
          isStartup = code === SSL_REQUEST || code === GSS_REQUEST;
        }
        length = takeMessage(buffer, isStartup);
      }
      work = work
        .then(async () => {
          for (const next of messages) {
            if (socket.destroyed) return;
            await handle(socket, next.message, next.isStartup);
          }
        })
        .catch((error: unknown) => void socket.destroy(error as Error));
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      work = work.then(() => release(socket)).catch(() => {});
    });
  });
}
