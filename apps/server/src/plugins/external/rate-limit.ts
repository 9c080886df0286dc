import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error';
import { limitRules, type LimitRule } from '../../lib/limit-rules';
import { GLOBAL_LIMIT_KEY_PREFIX, postgresRateLimitStore } from './rate-limit-store';

export const RATE_LIMITED_MESSAGE =
  /*i18n*/ 'Too many requests. Please wait a moment before trying again.';

/**
 * Requests the global limit counts: those routed to the API (the routed path, not the raw URL,
 * which `/%61pi/...` could disguise) and those routed nowhere, except the health checks.
 */
const isApiRoute = (request: FastifyRequest) => {
  const route = request.routeOptions.url;
  if (route === undefined) return true;
  return route.startsWith('/api/') && route !== '/api/health' && route !== '/api/ready';
};

/**
 * All rate limiting, through @fastify/rate-limit and one store: in memory on
 * PGlite (one process holds the data dir), in PostgreSQL otherwise, so N
 * instances do not multiply the limits (docs/decisions/002-rate-limits.md).
 * - every API route: RATE_LIMIT_MAX per minute per client IP;
 * - `app.limit(rule)`: a preHandler for a stricter named limit (auth, contact,
 *   invitations), counted per key after the body has been validated.
 */
export const rateLimitPlugin = fp(async function rateLimitPlugin(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    store: app.dbKind === 'postgres' ? postgresRateLimitStore(app.countersDb) : undefined,
  });
  // A root hook, so it runs before any route's own hooks (authentication included): an
  // anonymous flood is limited too, and so are answers for paths that match no route.
  app.addHook(
    'onRequest',
    app.rateLimit({
      max: app.config.RATE_LIMIT_MAX,
      timeWindow: 60_000,
      allowList: (request) => !isApiRoute(request),
      keyGenerator: (request) => `${GLOBAL_LIMIT_KEY_PREFIX}${request.ip}`,
      errorResponseBuilder: () => new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE),
    }),
  );

  const keyOf = new WeakMap<object, string>();
  app.decorate('limit', (rule: LimitRule): preHandlerAsyncHookHandler => {
    const check = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      allowList: () => false,
      keyGenerator: (probe) => keyOf.get(probe)!,
    });
    return async function limitHook(request, reply) {
      const route = request.routeOptions.url ?? '';
      const scope = rule.isPerRoute === false ? rule.name : `${rule.name}|${route}`;
      for (const key of rule.keys(request)) {
        if (key === undefined) continue;
        // The limiter reads its key from the object it is handed: one probe per key.
        const probe = { routeOptions: { config: {} } } as unknown as FastifyRequest;
        keyOf.set(probe, `${scope}|${key}`);
        const result = await check(probe);
        if (!result.isAllowed && result.isExceeded) {
          request.log.warn({ limit: rule.name, route }, 'rate limit reached');
          void reply.header('Retry-After', String(result.ttlInSeconds));
          throw new AppError('RATE_LIMITED', rule.message);
        }
      }
    };
  });
  const rules = limitRules(app.config);
  app.decorate(
    'limits',
    Object.fromEntries(
      Object.entries(rules).map(([name, rule]) => [name, app.limit(rule)]),
    ) as FastifyInstance['limits'],
  );
});
