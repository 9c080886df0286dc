import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { outboxResponseSchema } from '@courtside/shared/api/auth';
import { outboxEmails } from '../../../db/schema';

/**
 * GET /api/dev/outbox: the stored mails, newest first, so someone trying
 * Courtside without SMTP can open their links. Never registered in production.
 */
export async function devOutboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['dev'],
        querystring: z.object({
          to: z.string().trim().toLowerCase().optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: outboxResponseSchema },
      },
    },
    async (request) => {
      const { to, limit } = request.query;
      const rows = await app.db
        .select()
        .from(outboxEmails)
        .where(to ? eq(outboxEmails.to, to) : undefined)
        .orderBy(desc(outboxEmails.createdAt))
        .limit(limit);
      return {
        data: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          links: row.links,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
}
