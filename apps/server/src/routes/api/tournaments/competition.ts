import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@courtside/shared/api/auth';
import {
  MATCH_MESSAGES,
  bracketResponseSchema,
  setWinnerInputSchema,
} from '@courtside/shared/api/match';
import {
  tournamentIdParamsSchema,
  tournamentResponseSchema,
} from '@courtside/shared/api/tournament';
import { loadBracketOf } from '../../../services/matches/bracket';
import { setWinner } from '../../../services/matches/set-winner';
import { startTournament } from '../../../services/matches/start-tournament';
import { loadTournamentDetail } from '../../../services/tournaments/load-tournament-detail';

/** Running the event: start (generates the first matches), the winner and the bracket. */
export async function competitionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['tournaments'];
  const security = [{ bearerAuth: [] }];
  const params = tournamentIdParamsSchema;

  app.post(
    '/:id/start',
    { schema: { tags, security, params, response: { 200: messageResponseSchema } } },
    async (request) => {
      await startTournament(app.db, request.user!, request.params.id);
      return { message: MATCH_MESSAGES.started };
    },
  );

  app.post(
    '/:id/winner',
    {
      schema: {
        tags,
        security,
        params,
        body: setWinnerInputSchema,
        response: { 200: tournamentResponseSchema },
      },
    },
    async (request) => {
      await setWinner(app.db, request.user!, request.params.id, request.body);
      const data = await loadTournamentDetail(app.db, request.params.id, request.user!.id);
      return { data, message: MATCH_MESSAGES.winnerSet };
    },
  );

  app.get(
    '/:id/bracket',
    { schema: { tags, security, params, response: { 200: bracketResponseSchema } } },
    async (request) => ({
      data: await loadBracketOf(app.db, request.params.id),
    }),
  );
}
