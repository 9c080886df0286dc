import type { FastifyInstance } from 'fastify';
import type { LiveClientMessage, LiveServerMessage } from '@courtside/shared/api/live';

/** A websocket client of `/ws` for tests, over @fastify/websocket's in-process injection. */
export interface TestLiveClient {
  send: (message: LiveClientMessage | string) => void;
  /** The first message not yet taken that matches, waited for up to `timeoutMs`. */
  next: (
    match: (message: LiveServerMessage) => boolean,
    timeoutMs?: number,
  ) => Promise<LiveServerMessage>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  close: () => void;
  epoch: string;
}

export async function connectLive(
  app: FastifyInstance,
  token: string | null,
): Promise<TestLiveClient> {
  const ws = await app.injectWS('/ws');
  const received: LiveServerMessage[] = [];
  const taken = new Set<LiveServerMessage>();
  // The protocol is JSON in text frames: a browser hands a binary frame to the page as a Blob.
  let binaryFrames = 0;
  let wake = () => {};
  ws.on('message', (data: unknown, isBinary: boolean) => {
    if (isBinary) binaryFrames += 1;
    else received.push(JSON.parse(String(data)) as LiveServerMessage);
    wake();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code: number) => resolve(code)));
  const next: TestLiveClient['next'] = async (match, timeoutMs = 1000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (binaryFrames > 0)
        throw new Error(`${binaryFrames} binary frame(s): every message is text`);
      const found = received.find((m) => !taken.has(m) && match(m));
      if (found) {
        taken.add(found);
        return found;
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`no matching message; received ${JSON.stringify(received)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  };
  const send = (message: LiveClientMessage | string) =>
    ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  send({ type: 'auth', token });
  const hello = await next((m) => m.type === 'hello' || m.type === 'error');
  return {
    send,
    next,
    closed,
    close: () => ws.terminate(),
    epoch: hello.type === 'hello' ? hello.epoch : '',
  };
}
