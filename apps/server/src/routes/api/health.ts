import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errorAnswers } from '../error-answers';

const statusSchema = z.object({ status: z.string() });

/** Liveness (the process answers) and readiness (the database answers). */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    { config: { rateLimit: false }, schema: { tags: ['health'], response: { 200: statusSchema } } },
    async () => ({ status: 'ok' }),
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
