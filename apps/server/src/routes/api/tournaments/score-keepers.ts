import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MATCH_MESSAGES,
  tournamentScoreKeeperInputSchema,
  tournamentScoreKeepersResponseSchema,
} from '@courtside/shared/api/match';
import { tournamentIdParamsSchema } from '@courtside/shared/api/tournament';
import {
  addTournamentScoreKeeper,
  listTournamentScoreKeepers,
  removeTournamentScoreKeeper,
} from '../../../services/matches/tournament-score-keepers';
import { errorAnswers } from '../../error-answers';

/**
 * Score keepers named once for the whole tournament or one court (issue 27, decision 026):
 * list, add (the keeper is mailed), remove. The organizer's only.
 */
export async function tournamentScoreKeeperRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const keepers = {
    tags: ['tournaments'],
    security: [{ bearerAuth: [] }],
    params: tournamentIdParamsSchema,
  };
  const response = { 200: tournamentScoreKeepersResponseSchema };
  const change = { ...response, ...errorAnswers(400, 401, 403, 404, 409, 422, 429) };

  app.get(
    '/:id/score-keepers',
    { schema: { ...keepers, response: { ...response, ...errorAnswers(401, 403, 404, 422, 429) } } },
    async (request) => ({
      data: {
        scoreKeepers: await listTournamentScoreKeepers(app.db, request.user!, request.params.id),
      },
    }),
  );

  app.post(
    '/:id/score-keepers',
    { schema: { ...keepers, body: tournamentScoreKeeperInputSchema, response: change } },
    async (request) => {
      const scoreKeepers = await addTournamentScoreKeeper(
        app.db,
        request.user!,
        request.params.id,
        request.body,
        app.config.PUBLIC_URL,
      );
      app.mail.kick();
      return { data: { scoreKeepers }, message: MATCH_MESSAGES.scoreKeeperAdded };
    },
  );

  app.delete(
    '/:id/score-keepers',
    { schema: { ...keepers, body: tournamentScoreKeeperInputSchema, response: change } },
    async (request) => {
      const scoreKeepers = await removeTournamentScoreKeeper(
        app.db,
        request.user!,
        request.params.id,
        request.body,
      );
      return { data: { scoreKeepers }, message: MATCH_MESSAGES.scoreKeeperRemoved };
    },
  );
}
