import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  TOURNAMENT_MESSAGES,
  saveTeamsInputSchema,
  teamsResponseSchema,
  tournamentIdParamsSchema,
} from '@courtside/shared/api/tournament';
import { saveTeams } from '../../../services/tournaments/save-teams';
import { findTournament } from '../../../services/tournaments/tournament-access';
import { loadTeams } from '../../../services/tournaments/tournament-view';
import { errorAnswers } from '../../error-answers';

/** Doubles teams per tournament (spec section 7, "Players and teams"). */
export async function teamRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const tags = ['teams'];
  const security = [{ bearerAuth: [] }];
  const params = tournamentIdParamsSchema;

  app.get(
    '/tournament/:id',
    {
      schema: {
        tags,
        security,
        params,
        response: { 200: teamsResponseSchema, ...errorAnswers(401, 403, 404, 422, 429) },
      },
    },
    async (request) => {
      await findTournament(app.db, request.params.id);
      return { data: await loadTeams(app.db, request.params.id) };
    },
  );

  app.post(
    '/tournament/:id',
    {
      schema: {
        tags,
        security,
        params,
        body: saveTeamsInputSchema,
        response: { 200: teamsResponseSchema, ...errorAnswers(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request) => {
      const data = await saveTeams(app.db, request.user!, request.params.id, request.body.teams);
      return { data, message: TOURNAMENT_MESSAGES.teamsSaved };
    },
  );
}
