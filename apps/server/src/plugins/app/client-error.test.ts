import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { sendRaw, type RawAnswer } from '../../test/raw-http';

/**
 * Issue 22.12: what Node's HTTP parser refuses before Fastify routes anything comes back in the
 * API's error shape and with the security headers, sent over a real socket (inject skips the
 * parser).
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(() => t?.close());

function expectShaped(answer: RawAnswer, status: number, code: string, message: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  for (const header of ['x-content-type-options', 'content-security-policy', 'x-request-id']) {
    expect(answer.headers[header], header).toBeTruthy();
  }
  expect(JSON.parse(answer.body)).toEqual({ message, code });
}

describe("Node's parser errors", () => {
  it('answers headers over 16 KB with a 431 in the error shape', async () => {
    const answer = await sendRaw(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectShaped(answer, 431, 'HEADERS_TOO_LARGE', 'Request headers are too large');
  });

  it.each([
    ['an invalid Content-Length', 'Content-Length: abc\r\n', 'Invalid content length'],
    [
      'conflicting Content-Lengths',
      'Content-Length: 2\r\nContent-Length: 5\r\n',
      'Invalid content length',
    ],
    [
      'a Content-Length beside chunked',
      'Content-Length: 2\r\nTransfer-Encoding: chunked\r\n',
      'Bad request',
    ],
  ])('answers %s with a 400 in the error shape', async (_case, lengthHeaders, message) => {
    const answer = await sendRaw(
      port,
      `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${lengthHeaders}\r\n{}`,
    );
    expectShaped(answer, 400, 'BAD_REQUEST', message);
  });

  it('answers a request line that is not HTTP with a 400 in the error shape', async () => {
    const answer = await sendRaw(port, 'HELLO\r\n\r\n');
    expectShaped(answer, 400, 'BAD_REQUEST', 'Bad request');
  });

  it('answers a request that never finishes arriving with a 408 in the error shape', async () => {
    // The server's request timeout is 30 s; the timeout error it raises is emitted here at once.
    const serverSide = new Promise<Socket>((resolve) => t.app.server.once('connection', resolve));
    const answer = await sendRaw(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n', {
      onOpen: () => {
        void serverSide.then((socket) => {
          const error = Object.assign(new Error('Request timeout'), {
            code: 'ERR_HTTP_REQUEST_TIMEOUT',
          });
          t.app.server.emit('clientError', error, socket);
        });
      },
    });
    expectShaped(answer, 408, 'REQUEST_TIMEOUT', 'The request took too long to arrive');
  });
});
