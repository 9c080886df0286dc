import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  callMatchInputSchema,
  DESK_MESSAGES,
  deskResponseSchema,
} from '@courtside/shared/api/desk';
import { matchIdParamsSchema, matchResponseSchema } from '@courtside/shared/api/match';
import { tournamentIdParamsSchema } from '@courtside/shared/api/tournament';
import { callMatch, uncallMatch } from '../../../services/desk/call-match';
import { loadDesk } from '../../../services/desk/desk-view';
import { viewMatches } from '../../../services/matches/match-view';
import { toMatchFor } from '../../../services/viewer/matches';
import { audienceOf } from '../../../services/viewer/tournaments';
import { errorAnswers } from '../../error-answers';

/** The desk (issue 27): its view of courts and queue, calling a match to a court and back. */
export async function deskRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['matches'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/tournament/:id/desk',
    {
      schema: {
        tags,
        security,
        params: tournamentIdParamsSchema,
        response: { 200: deskResponseSchema, ...errorAnswers(401, 403, 404, 422, 429) },
      },
    },
    async (request) => ({
      data: await loadDesk(app.db, request.user!, request.params.id, audienceOf(app, request)),
    }),
  );

  app.post(
    '/:id/call',
    {
      schema: {
        tags,
        security,
        params: matchIdParamsSchema,
        body: callMatchInputSchema,
        response: { 200: matchResponseSchema, ...errorAnswers(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request) => {
      const { tournament, row, courtName } = await callMatch(
        app.db,
        request.user!,
        request.params.id,
        {
          courtId: request.body.courtId,
          ignoreRest: request.body.ignoreRest,
          publicUrl: app.config.PUBLIC_URL,
        },
      );
      app.mail.kick();
      const [match] = await viewMatches(app.db, tournament, [row]);
      return {
        data: toMatchFor(match!, audienceOf(app, request)),
        message: DESK_MESSAGES.called(courtName),
      };
    },
  );

  app.post(
    '/:id/uncall',
    {
      schema: {
        tags,
        security,
        params: matchIdParamsSchema,
        response: { 200: matchResponseSchema, ...errorAnswers(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request) => {
      const { tournament, row } = await uncallMatch(app.db, request.user!, request.params.id);
      const [match] = await viewMatches(app.db, tournament, [row]);
      return {
        data: toMatchFor(match!, audienceOf(app, request)),
        message: DESK_MESSAGES.uncalled,
      };
    },
  );
}
