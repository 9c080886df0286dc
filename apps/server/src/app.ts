import '@courtside/shared/validation/breached-passwords';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config';
import type { Database } from './db/client';
import { loadServerCatalogues } from './lib/i18n';
import { authenticatePlugin } from './plugins/app/authenticate';
import { clientErrorHandlerFor } from './plugins/app/client-error';
import { errorHandlerPlugin, fastifyClientError } from './plugins/app/error-handler';
import { livePlugin } from './plugins/app/live';
import { redactUrl, requestLogPlugin } from './plugins/app/request-log';
import { webAppPlugin } from './plugins/app/web-app';
import { rateLimitPlugin } from './plugins/external/rate-limit';
import { securityHeadersFor, securityPlugin } from './plugins/external/security';
import { swaggerPlugin } from './plugins/external/swagger';
import { authRoutes } from './routes/api/auth';
import { calendarRoutes } from './routes/api/calendar';
import { contactRoutes } from './routes/api/contact';
import { dashboardRoutes } from './routes/api/dashboard';
import { checkInTokenRoutes } from './routes/api/check-in';
import { devOutboxRoutes } from './routes/api/dev/outbox';
import { healthRoutes } from './routes/api/health';
import { matchRoutes } from './routes/api/matches';
import { playerRoutes } from './routes/api/players';
import { publicRoutes } from './routes/api/public';
import { userRoutes } from './routes/api/users';
import { teamRoutes } from './routes/api/teams';
import { tournamentRoutes } from './routes/api/tournaments';
import { wsRoutes } from './routes/ws';
import { startMailSender } from './services/mail/mail-sender';
import { startConfirmationSweep } from './services/matches/confirm-score';
import { startWeeklyDigests } from './services/mail/weekly-digest';

export interface AppOptions {
  config: Config;
  database: Database;
}

/** The whole application as one plugin: external plugins, app plugins, then routes. */
export const appPlugin = fp(async function appPlugin(
  app: FastifyInstance,
  { config, database }: AppOptions,
) {
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('countersDb', database.countersDb);
  app.decorate('dbPing', database.ping);
  app.decorate('dbKind', database.kind);
  // The mails' translations (issue 29), read once now: a missing or broken catalogue stops the
  // start rather than the first German mail.
  loadServerCatalogues();
  const mail = startMailSender({
    db: database.db,
    log: app.log,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
  });
  app.decorate('mail', mail);
  app.addHook('onClose', () => mail.stop());
  const digests = startWeeklyDigests(database.db, app.log, config.PUBLIC_URL);
  app.addHook('onClose', () => digests.stop());
  // Decision 027: scores whose confirmation time passed confirm themselves.
  const confirmations = startConfirmationSweep(database.db, app.log, config.PUBLIC_URL, () =>
    mail.kick(),
  );
  app.addHook('onClose', () => confirmations.stop());
  // Spec section 7: every call carries `Content-Type: application/json`, also the ones with no
  // body (logout, join, delete). An empty JSON body is no body; routes that need one answer 422.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    parseJson(request, body as string, done);
  });

  await app.register(requestLogPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);
  await app.register(livePlugin, { database });
  await app.register(authenticatePlugin);
  await app.register(wsRoutes);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(contactRoutes, { prefix: '/contact' });
      await api.register(tournamentRoutes, { prefix: '/tournaments' });
      await api.register(teamRoutes, { prefix: '/teams' });
      await api.register(matchRoutes, { prefix: '/matches' });
      await api.register(userRoutes, { prefix: '/users' });
      await api.register(playerRoutes, { prefix: '/players' });
      await api.register(dashboardRoutes, { prefix: '/dashboard' });
      await api.register(publicRoutes, { prefix: '/public' });
      await api.register(checkInTokenRoutes, { prefix: '/check-in' });
      await api.register(calendarRoutes);
      if (config.DEV_MAILBOX) await api.register(devOutboxRoutes, { prefix: '/dev' });
    },
    { prefix: '/api' },
  );
  await app.register(webAppPlugin);
});

const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

export { redactUrl };

/**
 * Log serializers: request URLs without mailed tokens, and errors without the
 * bound parameters of a failed query (Drizzle puts them in the message).
 */
export const logSerializers = {
  req: (request: { method: string; url: string; id: string }) => ({
    method: request.method,
    url: redactUrl(request.url),
    id: request.id,
  }),
  err: (error: Error & { code?: unknown; query?: unknown }) => ({
    type: error.name,
    message: error.message.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]'),
    code: error.code,
    query: typeof error.query === 'string' ? error.query : undefined,
    stack: (error.stack ?? '').replace(/\nparams: [\s\S]*?\n(\s+at )/, '\nparams: [redacted]\n$1'),
    cause:
      error.cause instanceof Error
        ? {
            type: error.cause.name,
            message: error.cause.message,
            code: (error.cause as { code?: unknown }).code,
          }
        : undefined,
  }),
};

/**
 * The zod compilers as Fastify's schema controller takes them; its types know only JSON-schema
 * compilers (ajv's), whose factories receive what zod has no use for.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the nearest n hops". */
function trustProxyOption(setting: Config['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address: string, hop: number) => hop < hops;
}

/** Fastify with our server options (request ids, logging, timeouts) and the app registered. */
export async function buildApp(
  options: AppOptions,
  logger: FastifyServerOptions['logger'] = false,
): Promise<FastifyInstance> {
  const securityHeaders = securityHeadersFor(options.config);
  const app = Fastify({
    logger:
      logger && typeof logger === 'object'
        ? { ...logger, serializers: { ...logSerializers, ...logger.serializers } }
        : logger,
    // One line per answer instead of Fastify's two (plugins/app/request-log.ts, decision 022).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(options.config.TRUST_PROXY),
    // Every route's schemas are zod (appPlugin sets these compilers at the root): given here,
    // Fastify never loads its default JSON-schema compilers (ajv and fast-json-stringify,
    // about 130 ms of every start, decision 008).
    schemaController: { compilersFactory: zodCompilers },
    requestTimeout: 30_000,
    bodyLimit: 1024 * 1024,
    // What Node's HTTP parser refuses (431, a bad Content-Length, 408) leaves in our shape too.
    clientErrorHandler: clientErrorHandlerFor(options.config),
    // Errors Fastify raises before routing (a malformed URL, an over-long path parameter) leave
    // in our shape and with the security headers, like every other answer.
    frameworkErrors: (error, request, reply) => {
      securityHeaders(request.raw, reply.raw);
      const answer = fastifyClientError(error) ?? {
        status: 400,
        body: { message: /*i18n*/ 'Bad request', code: 'BAD_REQUEST' },
      };
      void (reply as FastifyReply)
        .header('X-Request-ID', request.id)
        .status(answer.status)
        .send(answer.body);
    },
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
