import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PARTNER_MESSAGES,
  lookingForPartnerResponseSchema,
  ownPartnerRequestsResponseSchema,
  partnerAnswerResponseSchema,
  partnerRequestByTokenResponseSchema,
  partnerRequestIdParamsSchema,
  partnerRequestInputSchema,
  partnerRequestResponseSchema,
  partnerTokenInputSchema,
  partnerTokenQuerySchema,
  partnerWithdrawResponseSchema,
} from '@courtside/shared/api/partners';
import { tournamentIdParamsSchema } from '@courtside/shared/api/tournament';
import { setLimitRecipient } from '../../../lib/limit-rules';
import { listLookingForPartner } from '../../../services/events/looking-for-partner';
import {
  listOwnPartnerRequests,
  partnerRequestByToken,
  withdrawPartnerRequest,
} from '../../../services/events/own-partner-requests';
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

  app.get(
    '/partner-requests',
    {
      schema: {
        tags,
        security,
        description:
          "The caller's open partner requests (decision 040), sent and received, newest first; " +
          'the other player as the caller may see them.',
        response: { 200: ownPartnerRequestsResponseSchema, ...errorAnswers(401, 429) },
      },
    },
    async (request) => ({
      data: await listOwnPartnerRequests(app.db, request.user!, audienceOf(app, request)),
    }),
  );

  app.get(
    '/partner-requests/by-token',
    {
      schema: {
        tags,
        security,
        description:
          "What a partner request's mailed link tells its holder (who asks, for which event), " +
          'its state (open, accepted, declined, withdrawn, cancelled, expired) and whether the ' +
          'caller is the one asked (decision 040).',
        querystring: partnerTokenQuerySchema,
        response: {
          200: partnerRequestByTokenResponseSchema,
          ...errorAnswers(400, 401, 404, 422, 429),
        },
      },
    },
    async (request) => ({
      data: await partnerRequestByToken(app.db, request.user!, request.query.token),
    }),
  );

  app.post(
    '/partner-requests/:id/withdraw',
    {
      schema: {
        tags,
        security,
        description: 'The sender withdraws their open partner request (decision 040).',
        params: partnerRequestIdParamsSchema,
        response: {
          200: partnerWithdrawResponseSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request) => ({
      data: await withdrawPartnerRequest(app.db, request.user!, request.params.id),
      message: PARTNER_MESSAGES.withdrawn,
    }),
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
          { token: request.body.token },
          answer,
          app.config.PUBLIC_URL,
        );
        app.mail.kick();
        return { data, message };
      },
    );

    app.post(
      `/partner-requests/:id/${verb}`,
      {
        schema: {
          tags,
          security,
          description:
            `${verb === 'accept' ? 'Accepts' : 'Declines'} a partner request sent to the caller, ` +
            'by its id from their own list: the same transaction and rules as the mailed link ' +
            '(decision 040).',
          params: partnerRequestIdParamsSchema,
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
          { id: request.params.id },
          answer,
          app.config.PUBLIC_URL,
        );
        app.mail.kick();
        return { data, message };
      },
    );
  }
}
