import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@courtside/shared/api/auth';
import {
  MATCH_MESSAGES,
  matchDetailsInputSchema,
  matchIdParamsSchema,
  matchResponseSchema,
  scheduleMatchInputSchema,
} from '@courtside/shared/api/match';
import { tournamentIdParamsSchema } from '@courtside/shared/api/tournament';
import { viewMatches } from '../../../services/matches/match-view';
import { generateNextRound } from '../../../services/matches/next-round';
import { rescheduleMatch, scheduleMatch } from '../../../services/matches/schedule-match';
import { toMatchFor } from '../../../services/viewer/matches';
import { audienceOf } from '../../../services/viewer/tournaments';
import { errorAnswers } from '../../error-answers';

/** Scheduling an extra match, moving one (court, time, details), generating the next round. */
export async function scheduleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['matches'];
  const security = [{ bearerAuth: [] }];

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        body: scheduleMatchInputSchema,
        response: { 201: matchResponseSchema, ...errorAnswers(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const { tournament, row } = await scheduleMatch(app.db, request.user!, request.body);
      const [match] = await viewMatches(app.db, tournament, [row]);
      return reply.code(201).send({
        data: toMatchFor(match!, audienceOf(app, request)),
        message: MATCH_MESSAGES.scheduled,
      });
    },
  );

  app.put(
    '/:id/details',
    {
      schema: {
        tags,
        security,
        params: matchIdParamsSchema,
        body: matchDetailsInputSchema,
        response: { 200: matchResponseSchema, ...errorAnswers(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request) => {
      const { tournament, row } = await rescheduleMatch(app.db, request.user!, {
        ...request.body,
        matchId: request.params.id,
      });
      const [match] = await viewMatches(app.db, tournament, [row]);
      return {
        data: toMatchFor(match!, audienceOf(app, request)),
        message: MATCH_MESSAGES.scheduleUpdated,
      };
    },
  );

  app.post(
    '/tournament/:id/next-round',
    {
      schema: {
        tags,
        security,
        params: tournamentIdParamsSchema,
        response: {
          200: messageResponseSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request) => {
      await generateNextRound(app.db, request.user!, request.params.id, app.config.PUBLIC_URL);
      app.mail.kick();
      return { message: MATCH_MESSAGES.nextRoundGenerated };
    },
  );
}
