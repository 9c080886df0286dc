import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@courtside/shared/api/auth';
import {
  MATCH_MESSAGES,
  bracketResponseSchema,
  matchDetailResponseSchema,
  matchDetailsInputSchema,
  matchIdParamsSchema,
  matchListQuerySchema,
  matchListResponseSchema,
  matchPageResponseSchema,
  matchResponseSchema,
  scheduleMatchInputSchema,
  scoreKeeperInputSchema,
  scoreKeepersResponseSchema,
  updateMatchStatusInputSchema,
  updateScoreInputSchema,
} from '@courtside/shared/api/match';
import { tournamentIdParamsSchema } from '@courtside/shared/api/tournament';
import { loadMatchDetail } from '../../../services/matches/match-detail';
import { listMatches } from '../../../services/matches/list-matches';
import { loadTournamentMatches, viewMatches } from '../../../services/matches/match-view';
import { generateNextRound } from '../../../services/matches/next-round';
import { rescheduleMatch, scheduleMatch } from '../../../services/matches/schedule-match';
import {
  addScoreKeeper,
  listScoreKeepers,
  removeScoreKeeper,
} from '../../../services/matches/score-keepers';
import { updateScore } from '../../../services/matches/update-score';
import { sendBracket } from '../tournaments/bracket-answer';
import { startMatchEarly, updateMatchStatus } from '../../../services/matches/update-status';
import { findTournament } from '../../../services/tournaments/tournament-access';
import { toMatchFor, toMatchesFor } from '../../../services/viewer/matches';
import { assertCanSeeResults } from '../../../services/viewer/results-access';
import { audienceOf } from '../../../services/viewer/tournaments';

/**
 * Matches (spec section 7 "Matches"): the list, per tournament, one match with
 * its corrections, scheduling an extra match, score entry and corrections,
 * schedule changes, status, score keepers, next round.
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
        response: { 200: matchPageResponseSchema },
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
        response: { 200: matchListResponseSchema },
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
        response: { 200: bracketResponseSchema },
      },
    },
    async (request, reply) => {
      await sendBracket(app, request.params.id, request, reply);
      return reply;
    },
  );

  app.post(
    '/tournament/:id/next-round',
    {
      schema: {
        tags,
        security,
        params: tournamentIdParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await generateNextRound(app.db, request.user!, request.params.id, app.config.PUBLIC_URL);
      app.mail.kick();
      return { message: MATCH_MESSAGES.nextRoundGenerated };
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        body: scheduleMatchInputSchema,
        response: { 201: matchResponseSchema },
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

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: matchIdParamsSchema,
        response: { 200: matchDetailResponseSchema },
      },
    },
    async (request) => ({
      data: await loadMatchDetail(app.db, request.params.id, audienceOf(app, request)),
    }),
  );

  app.put(
    '/:id/details',
    {
      schema: {
        tags,
        security,
        params: matchIdParamsSchema,
        body: matchDetailsInputSchema,
        response: { 200: matchResponseSchema },
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

  app.put(
    '/:id/score',
    {
      schema: {
        tags,
        security,
        params: matchIdParamsSchema,
        body: updateScoreInputSchema,
        response: { 200: matchResponseSchema },
      },
    },
    async (request) => {
      const { player1, player2 } = request.body.score;
      const games = player1.map((points, i) => [points, player2[i]!] as [number, number]);
      const { tournament, row, isCorrection } = await updateScore(
        app.db,
        request.user!,
        request.params.id,
        {
          games,
          version: request.body.version,
          isCorrection: request.body.isCorrection,
          confirmCascade: request.body.confirmCascade,
          publicUrl: app.config.PUBLIC_URL,
        },
      );
      app.mail.kick();
      const [match] = await viewMatches(app.db, tournament, [row]);
      const message = isCorrection ? MATCH_MESSAGES.correctionSaved : MATCH_MESSAGES.scoreUpdated;
      return { data: toMatchFor(match!, audienceOf(app, request)), message };
    },
  );

  const keepers = { tags, security, params: matchIdParamsSchema };
  const keepersResponse = { 200: scoreKeepersResponseSchema };
  app.get(
    '/:id/score-keepers',
    { schema: { ...keepers, response: keepersResponse } },
    async (request) => ({
      data: { scoreKeepers: await listScoreKeepers(app.db, request.user!, request.params.id) },
    }),
  );
  app.post(
    '/:id/score-keepers',
    { schema: { ...keepers, body: scoreKeeperInputSchema, response: keepersResponse } },
    async (request) => {
      const { id } = request.params;
      const scoreKeepers = await addScoreKeeper(app.db, request.user!, id, request.body.userId);
      return { data: { scoreKeepers }, message: MATCH_MESSAGES.scoreKeeperAdded };
    },
  );
  app.delete(
    '/:id/score-keepers',
    { schema: { ...keepers, body: scoreKeeperInputSchema, response: keepersResponse } },
    async (request) => {
      const { id } = request.params;
      const scoreKeepers = await removeScoreKeeper(app.db, request.user!, id, request.body.userId);
      return { data: { scoreKeepers }, message: MATCH_MESSAGES.scoreKeeperRemoved };
    },
  );

  app.put(
    '/:id/status',
    {
      schema: {
        tags,
        security,
        params: matchIdParamsSchema,
        body: updateMatchStatusInputSchema,
        response: { 200: matchResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { tournament, row } = await updateMatchStatus(
        app.db,
        request.user!,
        id,
        request.body.status,
      );
      const [match] = await viewMatches(app.db, tournament, [row]);
      return {
        data: toMatchFor(match!, audienceOf(app, request)),
        message: MATCH_MESSAGES.statusUpdated,
      };
    },
  );

  app.post(
    '/:id/start-early',
    {
      schema: {
        tags,
        security,
        params: matchIdParamsSchema,
        response: { 200: matchResponseSchema },
      },
    },
    async (request) => {
      const { tournament, row } = await startMatchEarly(app.db, request.user!, request.params.id);
      const [match] = await viewMatches(app.db, tournament, [row]);
      return {
        data: toMatchFor(match!, audienceOf(app, request)),
        message: MATCH_MESSAGES.startedEarly,
      };
    },
  );
}
