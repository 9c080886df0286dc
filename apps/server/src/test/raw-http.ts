import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits what a server wrote on a socket into status, headers (lower-case names) and body. */
export function parseRawAnswer(text: string): RawAnswer {
  const end = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = text.slice(0, end === -1 ? text.length : end).split('\r\n');
  const headers: Record<string, string> = Object.create(null);
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(statusLine.split(' ')[1] ?? 0),
    headers,
    body: end === -1 ? '' : text.slice(end + 4),
  };
}

/**
 * Sends `request` byte for byte over a new connection (what `inject` cannot: Node's own HTTP
 * parser sees it) and gives back everything the server wrote until it closed, or until
 * `timeoutMs` passed. `onOpen` runs once connected, before anything is sent.
 */
export function sendRaw(
  port: number,
  request: string,
  { timeoutMs = 5_000, onOpen }: { timeoutMs?: number; onOpen?: (socket: Socket) => void } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => {
      onOpen?.(socket);
      if (request) socket.write(request);
    });
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseRawAnswer(Buffer.concat(chunks).toString('utf8')));
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', finish);
    socket.on('error', () => {});
  });
}
