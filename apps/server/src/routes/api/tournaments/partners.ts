import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PARTNER_MESSAGES,
  lookingForPartnerResponseSchema,
  partnerAnswerResponseSchema,
  partnerRequestInputSchema,
  partnerRequestResponseSchema,
  partnerTokenInputSchema,
} from '@courtside/shared/api/partners';
import { tournamentIdParamsSchema } from '@courtside/shared/api/tournament';
import { setLimitRecipient } from '../../../lib/limit-rules';
import { listLookingForPartner } from '../../../services/events/looking-for-partner';
import {
  answerPartnerRequest,
  askPartner,
  type BeforePartnerMail,
} from '../../../services/events/partners';
import { audienceOf } from '../../../services/viewer/tournaments';
import { errorAnswers } from '../../error-answers';

/**
 * The limits of a partner request (decision 038): those of the organizer's invitations, per
 * sender and per recipient address, counted only once authorization and every check passed.
 */
export const partnerMailLimits =
  (app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): BeforePartnerMail =>
  async (recipientEmail) => {
    await app.limits.partnerRequestsBySender.call(app, request, reply);
    setLimitRecipient(request, recipientEmail);
    await app.limits.partnerRequestsToRecipient.call(app, request, reply);
  };

/** Doubles partners: "Looking for a partner", Ask to pair / invite, and the mailed answer. */
export async function partnerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['tournaments'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/:id/looking-for-partner',
    {
      schema: {
        tags,
        security,
        description:
          'The players of a doubles event without a partner (decision 038), each as the ' +
          'viewer may see them; empty for a singles event.',
        params: tournamentIdParamsSchema,
        response: {
          200: lookingForPartnerResponseSchema,
          ...errorAnswers(401, 404, 422, 429),
        },
      },
    },
    async (request) => ({
      data: await listLookingForPartner(app.db, request.params.id, audienceOf(app, request)),
    }),
  );

  app.post(
    '/:id/partner-requests',
    {
      schema: {
        tags,
        security,
        description:
          'Asks a player of the event\'s "Looking for a partner" list (`userId`), or invites an ' +
          'address (`email`), to partner the caller, who holds a place in this doubles event. ' +
          'The one asked accepts through the mailed link.',
        params: tournamentIdParamsSchema,
        body: partnerRequestInputSchema,
        response: {
          201: partnerRequestResponseSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { userId, email } = request.body;
      const data = await askPartner(
        app.db,
        request.user!,
        request.params.id,
        userId ? { userId } : { email: email! },
        app.config.PUBLIC_URL,
        partnerMailLimits(app, request, reply),
      );
      app.mail.kick();
      return reply.status(201).send({ data, message: PARTNER_MESSAGES.requestSent });
    },
  );

  for (const [verb, answer, message] of [
    ['accept', 'accepted', PARTNER_MESSAGES.accepted],
    ['decline', 'declined', PARTNER_MESSAGES.declined],
  ] as const) {
    app.post(
      `/partner-requests/${verb}`,
      {
        schema: {
          tags,
          security,
          description:
            verb === 'accept'
              ? 'Accepts a partner request with its mailed token: registers the caller for the ' +
                'event and forms the team (decision 038).'
              : 'Declines a partner request with its mailed token; the sender stays registered.',
          body: partnerTokenInputSchema,
          response: {
            200: partnerAnswerResponseSchema,
            ...errorAnswers(400, 401, 403, 404, 409, 422, 429),
          },
        },
      },
      async (request) => {
        const data = await answerPartnerRequest(
          app.db,
          request.user!,
          request.body.token,
          answer,
          app.config.PUBLIC_URL,
        );
        app.mail.kick();
        return { data, message };
      },
    );
  }
}
