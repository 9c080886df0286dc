import type { FastifyInstance } from 'fastify';

/**
 * `/ws`: live updates (ARCHITECTURE.md section 5, decision 014). The protocol is in
 * `@courtside/shared/api/live`; the client signs in with its first message, never in the URL.
 */
export async function wsRoutes(app: FastifyInstance) {
  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket) => {
    app.live.hub.accept(socket);
  });
}
