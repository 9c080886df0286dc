import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import { WindowCounter } from '../../lib/rate-limiter';

const WINDOW_MS = 15 * 60 * 1000;
export const AUTH_RATE_LIMITED_MESSAGE =
  'Too many attempts. Please wait a moment before trying again.';

/**
 * `app.authRateLimit`: AUTH_RATE_LIMIT attempts per 15 minutes per client IP
 * and, separately, per email address (so one address can't be hammered from
 * many IPs). See docs/decisions/002-auth-rate-limits.md.
 */
export const authRateLimitPlugin = fp(async function authRateLimitPlugin(app: FastifyInstance) {
  const perIp = new WindowCounter(app.config.AUTH_RATE_LIMIT, WINDOW_MS);
  const perEmail = new WindowCounter(app.config.AUTH_RATE_LIMIT, WINDOW_MS);

  app.decorate('authRateLimit', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url ?? request.url;
    const checks = [perIp.hit(`${route}|${request.ip}`)];
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (typeof email === 'string')
      checks.push(perEmail.hit(`${route}|${email.trim().toLowerCase()}`));
    const limited = checks.find((c) => c.isLimited);
    if (limited) {
      request.log.warn({ route }, 'auth rate limit reached');
      void reply.header('Retry-After', String(limited.retryAfterSeconds));
      throw new AppError('RATE_LIMITED', AUTH_RATE_LIMITED_MESSAGE);
    }
  });
});
