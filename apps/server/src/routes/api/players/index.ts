import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PLAYER_MESSAGES,
  playerListQuerySchema,
  playerListResponseSchema,
  playerResponseSchema,
  playerStatsResponseSchema,
  updatePlayerInputSchema,
} from '@courtside/shared/api/player';
import { userIdParamsSchema } from '@courtside/shared/api/user';
import type { PlayerSort } from '@courtside/shared/constants';
import { getPlayer } from '../../../services/players/get-player';
import { listPlayers } from '../../../services/players/list-players';
import { getPlayerStats } from '../../../services/players/player-stats';
import { toRankedPlayer } from '../../../services/viewer/people';
import { updateProfile } from '../../../services/users/update-profile';
import { errorAnswers } from '../../error-answers';

/**
 * Players (spec section 7, "Players and teams"): the ranked lists of the Players page, a
 * player, their statistics, and their own player fields. Reading is open to anonymous callers
 * for public profiles; privacy decides what each caller sees (decision 012).
 */
export async function playerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['players'];
  const params = userIdParamsSchema;

  const list = (defaultSort: PlayerSort) =>
    app.get(
      defaultSort === 'rating' ? '/rankings' : '/with-stats',
      {
        onRequest: app.identify,
        schema: {
          tags,
          querystring: playerListQuerySchema,
          response: { 200: playerListResponseSchema, ...errorAnswers(401, 422, 429) },
        },
      },
      async (request) => {
        const { query } = request;
        const { rows, total, sort, summary } = await listPlayers(
          app.db,
          query,
          request.user,
          defaultSort,
        );
        const data = rows.map((row) => toRankedPlayer(row, app.config.PUBLIC_URL));
        return { data, meta: { page: query.page, limit: query.limit, total, sort, summary } };
      },
    );
  list('rating');
  list('name');

  app.get(
    '/:id',
    {
      onRequest: app.identify,
      schema: {
        tags,
        params,
        response: { 200: playerResponseSchema, ...errorAnswers(401, 404, 422, 429) },
      },
    },
    async (request) => ({
      data: toRankedPlayer(
        await getPlayer(app.db, request.params.id, request.user),
        app.config.PUBLIC_URL,
      ),
    }),
  );

  app.get(
    '/:id/stats',
    {
      onRequest: app.identify,
      schema: {
        tags,
        params,
        response: { 200: playerStatsResponseSchema, ...errorAnswers(401, 403, 404, 422, 429) },
      },
    },
    async (request) => ({ data: await getPlayerStats(app.db, request.params.id, request.user) }),
  );

  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        params,
        body: updatePlayerInputSchema,
        response: { 200: playerResponseSchema, ...errorAnswers(400, 401, 403, 422, 429) },
      },
    },
    async (request) => {
      const user = await updateProfile(app.db, request.user!, request.params.id, request.body);
      const data = toRankedPlayer(await getPlayer(app.db, user.id, user), app.config.PUBLIC_URL);
      return { data, message: PLAYER_MESSAGES.updated };
    },
  );
}
