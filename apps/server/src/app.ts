import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config';
import type { Database } from './db/client';
import { authRateLimitPlugin } from './plugins/app/auth-rate-limit';
import { authenticatePlugin } from './plugins/app/authenticate';
import { errorHandlerPlugin } from './plugins/app/error-handler';
import { webAppPlugin } from './plugins/app/web-app';
import { rateLimitPlugin } from './plugins/external/rate-limit';
import { securityPlugin } from './plugins/external/security';
import { swaggerPlugin } from './plugins/external/swagger';
import { authRoutes } from './routes/api/auth';
import { contactRoutes } from './routes/api/contact';
import { devOutboxRoutes } from './routes/api/dev/outbox';
import { healthRoutes } from './routes/api/health';
import { teamRoutes } from './routes/api/teams';
import { tournamentRoutes } from './routes/api/tournaments';
import { startMailSender } from './services/mail/mail-sender';

export interface AppOptions {
  config: Config;
  database: Database;
}

/** The whole application as one plugin: external plugins, app plugins, then routes. */
export const appPlugin = fp(async function appPlugin(
  app: FastifyInstance,
  { config, database }: AppOptions,
) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbPing', database.ping);
  const mail = startMailSender({
    db: database.db,
    log: app.log,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
  });
  app.decorate('mail', mail);
  app.addHook('onClose', () => mail.stop());
  app.addHook('onSend', async (request, reply) => {
    void reply.header('X-Request-ID', request.id);
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);
  await app.register(authenticatePlugin);
  await app.register(authRateLimitPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(contactRoutes, { prefix: '/contact' });
      await api.register(tournamentRoutes, { prefix: '/tournaments' });
      await api.register(teamRoutes, { prefix: '/teams' });
      if (config.NODE_ENV !== 'production') await api.register(devOutboxRoutes, { prefix: '/dev' });
    },
    { prefix: '/api' },
  );
  await app.register(webAppPlugin);
});

const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** Fastify with our server options (request ids, logging, timeouts) and the app registered. */
export async function buildApp(
  options: AppOptions,
  logger: FastifyServerOptions['logger'] = false,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: process.env.TRUST_PROXY === 'true',
    requestTimeout: 30_000,
    bodyLimit: 1024 * 1024,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
        ? incoming
        : randomUUID();
    },
  });
  await app.register(appPlugin, options);
  await app.ready();
  return app;
}
