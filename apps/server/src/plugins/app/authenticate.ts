import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';

export const NOT_SIGNED_IN_MESSAGE = /*i18n*/ 'Please sign in to continue';

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
};

/**
 * `app.authenticate`: the onRequest hook of every signed-in route (before body validation).
 * `app.identify`: the same for routes that anonymous callers may use too (public profiles):
 * no Authorization header reads as anonymous, a stale or forged token is still a 401.
 */
export const authenticatePlugin = fp(async function authenticatePlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  const authenticate = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    // Served from memory until the session or its user changes (decision 014).
    const session = token ? await app.live.sessions.find(token, request) : null;
    if (!session) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN_MESSAGE);
    request.user = session.user;
    request.sessionId = session.sessionId;
  };
  app.decorate('authenticate', authenticate);
  app.decorate('identify', async (request: FastifyRequest) => {
    if (request.headers.authorization !== undefined) await authenticate(request);
  });
});
