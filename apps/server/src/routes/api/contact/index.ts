import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTACT_MESSAGES, contactMessageInputSchema } from '@courtside/shared/api/contact';
import { messageResponseSchema } from '@courtside/shared/api/auth';
import { contactMessages } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { WindowCounter } from '../../../lib/rate-limiter';
import { enqueueMail } from '../../../services/mail/enqueue-mail';

const CONTACT_LIMIT = 5;
const CONTACT_WINDOW_MS = 60 * 60 * 1000;

/** POST /api/contact: stores the message and mails it to support, 5 per hour per IP. */
export async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const perIp = new WindowCounter(CONTACT_LIMIT, CONTACT_WINDOW_MS);

  app.post(
    '/',
    {
      schema: {
        tags: ['contact'],
        body: contactMessageInputSchema,
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const limit = perIp.hit(request.ip);
      if (limit.isLimited) {
        void reply.header('Retry-After', String(limit.retryAfterSeconds));
        throw new AppError('RATE_LIMITED', 'Too many messages. Please try again later.');
      }
      const input = request.body;
      await app.db.transaction(async (tx) => {
        await tx.insert(contactMessages).values(input);
        await enqueueMail(tx, {
          to: app.config.SUPPORT_EMAIL,
          replyTo: `${input.name} <${input.email}>`,
          subject: `[Contact: ${input.type}] ${input.subject}`,
          text: `From: ${input.name} <${input.email}>\nType: ${input.type}\n\n${input.message}`,
        });
      });
      app.mail.kick();
      return reply.status(201).send({ message: CONTACT_MESSAGES.sent });
    },
  );
}
