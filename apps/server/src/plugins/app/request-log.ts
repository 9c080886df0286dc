import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Query parameters whose values are secrets (mailed tokens): never written to a log. */
const SECRET_QUERY = /([?&](?:token|password)=)[^&#]*/gi;
/** A personal calendar feed's token, which is its path (issue 26). */
const SECRET_PATH = /^(\/api\/calendar\/)[^/?#]*?(\.ics)?(?=[?#]|$)/i;
export const redactUrl = (url: string) =>
  url.replace(SECRET_PATH, '$1[redacted]$2').replace(SECRET_QUERY, '$1[redacted]');

/** The probes: /api/health and /api/ready, with or without a query or a trailing slash. */
const PROBE = /^\/api\/(?:health|ready)\/?(?:\?|$)/;

/**
 * Answers logged only at LOG_LEVEL=debug when they succeed: the probes (/api/health,
 * /api/ready) and the web app's files and pages (everything outside /api and /ws).
 */
export function isQuietAnswer(url: string, statusCode: number): boolean {
  if (statusCode >= 400) return false;
  if (PROBE.test(url)) return true;
  return !(url === '/api' || url.startsWith('/api/') || url.startsWith('/ws'));
}

/** pino's level numbers: a line at `level` is written when it is at least the logger's. */
const LEVELS: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
};
const isEnabled = (app: FastifyInstance, level: 'debug' | 'info') =>
  LEVELS[level]! >= (LEVELS[app.log.level] ?? Infinity);

/**
 * One line per answer (Fastify's own two, "incoming request" and "request completed", are off:
 * `disableRequestLogging` in app.ts): method, URL (mailed tokens redacted), status, response
 * time in ms, and the request id (`reqId`, bound by Fastify's child logger). Decision 022.
 */
export const requestLogPlugin = fp(async function requestLogPlugin(app: FastifyInstance) {
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const statusCode = reply.statusCode;
    const quiet = isQuietAnswer(request.url, statusCode);
    if (isEnabled(app, quiet ? 'debug' : 'info')) {
      request.log[quiet ? 'debug' : 'info'](
        {
          method: request.method,
          url: redactUrl(request.url),
          statusCode,
          responseTime: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    }
    done();
  });
});
