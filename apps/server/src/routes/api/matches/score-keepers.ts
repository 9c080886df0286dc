import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MATCH_MESSAGES,
  matchIdParamsSchema,
  scoreKeeperInputSchema,
  scoreKeepersResponseSchema,
} from '@courtside/shared/api/match';
import {
  addScoreKeeper,
  listScoreKeepers,
  removeScoreKeeper,
} from '../../../services/matches/score-keepers';
import { errorAnswers } from '../../error-answers';

/** The people besides the organizer who may enter one match's score: list, add, remove. */
export async function scoreKeeperRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const keepers = {
    tags: ['matches'],
    security: [{ bearerAuth: [] }],
    params: matchIdParamsSchema,
  };
  const response = { 200: scoreKeepersResponseSchema };
  const change = { ...response, ...errorAnswers(400, 401, 403, 404, 409, 422, 429) };

  app.get(
    '/:id/score-keepers',
    { schema: { ...keepers, response: { ...response, ...errorAnswers(401, 403, 404, 422, 429) } } },
    async (request) => ({
      data: { scoreKeepers: await listScoreKeepers(app.db, request.user!, request.params.id) },
    }),
  );

  app.post(
    '/:id/score-keepers',
    { schema: { ...keepers, body: scoreKeeperInputSchema, response: change } },
    async (request) => {
      const { id } = request.params;
      const { userId } = request.body;
      const publicUrl = app.config.PUBLIC_URL;
      const scoreKeepers = await addScoreKeeper(app.db, request.user!, id, userId, publicUrl);
      app.mail.kick();
      return { data: { scoreKeepers }, message: MATCH_MESSAGES.scoreKeeperAdded };
    },
  );

  app.delete(
    '/:id/score-keepers',
    { schema: { ...keepers, body: scoreKeeperInputSchema, response: change } },
    async (request) => {
      const { id } = request.params;
      const scoreKeepers = await removeScoreKeeper(app.db, request.user!, id, request.body.userId);
      return { data: { scoreKeepers }, message: MATCH_MESSAGES.scoreKeeperRemoved };
    },
  );
}
