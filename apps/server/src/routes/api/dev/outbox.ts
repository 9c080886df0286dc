import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxResponseSchema } from '@courtside/shared/api/auth';
import { AppError } from '../../../lib/app-error';
import { listOutbox } from '../../../services/mail/list-outbox';
import { errorAnswers } from '../../error-answers';

/** 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 form. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * GET /api/dev/outbox: the stored mails, newest first, so someone trying
 * Courtside without SMTP can open their links. Registered only when
 * DEV_MAILBOX=true (never with NODE_ENV=production), and even then it answers
 * only callers on this machine: the socket's address, not X-Forwarded-For, and
 * no request that came through a proxy.
 */
export async function devOutboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request) => {
    // A reverse proxy on this machine connects from loopback too: a forwarded request is remote.
    const isForwarded = Boolean(request.headers['x-forwarded-for'] ?? request.headers.forwarded);
    if (isForwarded || !isLoopbackAddress(request.socket.remoteAddress)) {
      throw new AppError('NOT_FOUND', 'Not found');
    }
  });
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['dev'],
        querystring: z.object({
          to: z.string().trim().toLowerCase().max(254).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: outboxResponseSchema, ...errorAnswers(404, 422, 429) },
      },
    },
    async (request) => ({ data: await listOutbox(app.db, request.query) }),
  );
}
