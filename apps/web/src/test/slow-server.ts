import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { passthrough } from 'msw';
import { http, server } from './msw';

/**
 * A real local HTTP server for what MSW cannot fake: MSW's XMLHttpRequest
 * interceptor never fires `timeout`, so a client timeout can only be seen
 * against a socket that stays silent. Requests to its origin pass through MSW
 * (jsdom's XHR then does CORS, so preflights are allowed). `respond` gets
 * every non-preflight request; leaving `res` open makes the client time out.
 */
export async function startSlowServer(
  respond: (req: IncomingMessage, res: ServerResponse) => void,
) {
  const received: string[] = [];
  const httpServer = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '',
      });
      res.end();
      return;
    }
    received.push(`${req.method} ${req.url}`);
    respond(req, res);
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  server.use(http.all(`${origin}/*`, () => passthrough()));
  return {
    origin,
    /** Requests the server received, as `METHOD /path`, preflights left out. */
    received,
    close: () =>
      new Promise<void>((resolve) => {
        httpServer.closeAllConnections();
        httpServer.close(() => resolve());
      }),
  };
}
