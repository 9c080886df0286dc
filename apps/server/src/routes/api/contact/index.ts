import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTACT_MESSAGES, contactMessageInputSchema } from '@courtside/shared/api/contact';
import { messageResponseSchema } from '@courtside/shared/api/auth';
import { sendContactMessage } from '../../../services/contact/send-contact-message';
import { errorAnswers } from '../../error-answers';

/** POST /api/contact: stores the message and mails it to support, 5 per hour per IP. */
export async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/',
    {
      preHandler: app.limits.contact,
      schema: {
        tags: ['contact'],
        body: contactMessageInputSchema,
        response: { 201: messageResponseSchema, ...errorAnswers(400, 422, 429) },
      },
    },
    async (request, reply) => {
      await sendContactMessage(app.db, request.body, app.config.SUPPORT_EMAIL);
      app.mail.kick();
      return reply.status(201).send({ message: CONTACT_MESSAGES.sent });
    },
  );
}
