import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errorAnswers } from '../error-answers';

const statusSchema = z.object({ status: z.string() });
/**
 * The liveness answer, serialized once: the probe is the hottest route, and since
 * fastify-type-provider-zod 7 a schema-serialized answer costs it about 9 % of its throughput
 * (45,000 against 49,000 req/s here, bench/results/2026-11-27-quiet-machine.md). The schema
 * stays for the OpenAPI document.
 */
const OK_BODY = JSON.stringify(statusSchema.parse({ status: 'ok' }));

/** Liveness (the process answers) and readiness (the database answers). */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Untyped (`fastify`, not `app`): the body is the string above, not the schema's object.
  fastify.get(
    '/health',
    { config: { rateLimit: false }, schema: { tags: ['health'], response: { 200: statusSchema } } },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(OK_BODY),
  );
  app.get(
    '/ready',
    {
      config: { rateLimit: false },
      schema: { tags: ['health'], response: { 200: statusSchema, ...errorAnswers(503) } },
    },
    async (request) => {
      try {
        await app.dbPing();
      } catch (error) {
        request.log.error({ err: error }, 'database not ready');
        throw new AppError('NOT_READY', 'Database is not ready');
      }
      return { status: 'ready' };
    },
  );
}
