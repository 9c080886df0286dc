import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bracketResponseSchema,
  matchDetailResponseSchema,
  matchIdParamsSchema,
  matchListQuerySchema,
  matchListResponseSchema,
  matchPageResponseSchema,
} from '@courtside/shared/api/match';
import { tournamentIdParamsSchema } from '@courtside/shared/api/tournament';
import { loadMatchDetail } from '../../../services/matches/match-detail';
import { listMatches } from '../../../services/matches/list-matches';
import { loadTournamentMatches } from '../../../services/matches/match-view';
import { findTournament } from '../../../services/tournaments/tournament-access';
import { toMatchesFor } from '../../../services/viewer/matches';
import { assertCanSeeResults } from '../../../services/viewer/results-access';
import { audienceOf } from '../../../services/viewer/tournaments';
import { sendBracket } from '../tournaments/bracket-answer';
import { deskRoutes } from './desk';
import { scheduleRoutes } from './schedule';
import { scoreKeeperRoutes } from './score-keepers';
import { scoreRoutes } from './scores';
import { errorAnswers } from '../../error-answers';

/**
 * Matches (spec section 7 "Matches"): the list, per tournament, one match with
 * its corrections; scores and status in ./scores, scheduling and the next round
 * in ./schedule, score keepers in ./score-keepers, the desk's calls in ./desk.
 */
export async function matchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const tags = ['matches'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        querystring: matchListQuerySchema,
        response: { 200: matchPageResponseSchema, ...errorAnswers(401, 422, 429) },
      },
    },
    async (request) => {
      const query = request.query;
      const { data, total, counts } = await listMatches(app.db, request.user!, query);
      return {
        data: toMatchesFor(data, audienceOf(app, request)),
        meta: { page: query.page, limit: query.limit, total, counts },
      };
    },
  );

  app.get(
    '/tournament/:id',
    {
      schema: {
        tags,
        security,
        params: tournamentIdParamsSchema,
        response: { 200: matchListResponseSchema, ...errorAnswers(401, 403, 404, 422, 429) },
      },
    },
    async (request) => {
      const tournament = await findTournament(app.db, request.params.id);
      await assertCanSeeResults(app.db, request.user!, tournament.id);
      const matches = await loadTournamentMatches(app.db, tournament);
      return { data: toMatchesFor(matches, audienceOf(app, request)) };
    },
  );

  app.get(
    '/tournament/:id/bracket',
    {
      schema: {
        tags,
        security,
        params: tournamentIdParamsSchema,
        response: { 200: bracketResponseSchema, ...errorAnswers(401, 403, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      await sendBracket(app, request.params.id, request, reply);
      return reply;
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: matchIdParamsSchema,
        response: { 200: matchDetailResponseSchema, ...errorAnswers(401, 403, 404, 422, 429) },
      },
    },
    async (request) => ({
      data: await loadMatchDetail(app.db, request.params.id, audienceOf(app, request)),
    }),
  );

  await app.register(scoreRoutes);
  await app.register(scheduleRoutes);
  await app.register(scoreKeeperRoutes);
  await app.register(deskRoutes);
}
