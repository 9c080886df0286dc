import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * `/ws`: live updates (ARCHITECTURE.md section 5, decision 014). The protocol is in
 * `@courtside/shared/api/live`; the client signs in with its first message, never in the URL.
 */
export async function wsRoutes(app: FastifyInstance) {
  app.get(
    '/ws',
    {
      websocket: true,
      schema: { hide: true },
      // LIVE_MAX_CONNECTIONS_PER_IP (issue 22.4): refused before the upgrade, with the error shape.
      preValidation: async (request) => {
        if (!app.live.hub.canConnect(request.ip)) {
          throw new AppError(
            'RATE_LIMITED',
            /*i18n*/ 'Too many live connections from this address',
          );
        }
      },
    },
    (socket, request) => {
      app.live.hub.accept(socket, request.ip);
    },
  );
}
