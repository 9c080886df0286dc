import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MATCH_MESSAGES,
  disputeScoreInputSchema,
  matchIdParamsSchema,
  matchResponseSchema,
  specialResultInputSchema,
  updateMatchStatusInputSchema,
  updateScoreInputSchema,
} from '@courtside/shared/api/match';
import { viewMatches } from '../../../services/matches/match-view';
import { confirmScore, disputeScore } from '../../../services/matches/confirm-score';
import { recordSpecialResult } from '../../../services/matches/record-special-result';
import { updateScore } from '../../../services/matches/update-score';
import { startMatchEarly, updateMatchStatus } from '../../../services/matches/update-status';
import { toMatchFor } from '../../../services/viewer/matches';
import { audienceOf } from '../../../services/viewer/tournaments';
import { errorAnswers } from '../../error-answers';

/** Score entry and corrections, confirming and disputing a player's score (decision 027), special results (decision 024), the match's status, starting a match early. */
export async function scoreRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['matches'];
  const security = [{ bearerAuth: [] }];
  const params = matchIdParamsSchema;

  app.put(
    '/:id/score',
    {
      schema: {
        tags,
        security,
        params,
        body: updateScoreInputSchema,
        response: { 200: matchResponseSchema, ...errorAnswers(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request) => {
      const { player1, player2 } = request.body.score;
      const games = player1.map((points, i) => [points, player2[i]!] as [number, number]);
      const { tournament, row, isCorrection, isAwaiting } = await updateScore(
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
      const message = isCorrection
        ? MATCH_MESSAGES.correctionSaved
        : isAwaiting
          ? MATCH_MESSAGES.scoreAwaitsConfirmation
          : MATCH_MESSAGES.scoreUpdated;
      return { data: toMatchFor(match!, audienceOf(app, request)), message };
    },
  );

  app.post(
    '/:id/special-result',
    {
      schema: {
        tags,
        security,
        params,
        body: specialResultInputSchema,
        response: { 200: matchResponseSchema, ...errorAnswers(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request) => {
      const { kind, winner, games, version, confirmCascade } = request.body;
      const { tournament, row } = await recordSpecialResult(
        app.db,
        request.user!,
        request.params.id,
        {
          kind,
          winnerId: winner,
          games: games?.player1.map((points, i) => [points, games.player2[i]!] as [number, number]),
          version,
          confirmCascade,
          publicUrl: app.config.PUBLIC_URL,
        },
      );
      app.mail.kick();
      const [match] = await viewMatches(app.db, tournament, [row]);
      return {
        data: toMatchFor(match!, audienceOf(app, request)),
        message: MATCH_MESSAGES.specialResultSaved,
      };
    },
  );

  app.put(
    '/:id/status',
    {
      schema: {
        tags,
        security,
        params,
        body: updateMatchStatusInputSchema,
        response: { 200: matchResponseSchema, ...errorAnswers(400, 401, 403, 404, 409, 422, 429) },
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
        params,
        response: { 200: matchResponseSchema, ...errorAnswers(400, 401, 403, 404, 409, 422, 429) },
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

  app.post(
    '/:id/confirm',
    {
      schema: {
        tags,
        security,
        params,
        description:
          "Decision 027: the other side of the match or the desk confirms a player's own score; the match completes.",
        response: { 200: matchResponseSchema, ...errorAnswers(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request) => {
      const { tournament, row } = await confirmScore(
        app.db,
        request.user!,
        request.params.id,
        app.config.PUBLIC_URL,
      );
      app.mail.kick();
      const [match] = await viewMatches(app.db, tournament, [row]);
      return {
        data: toMatchFor(match!, audienceOf(app, request)),
        message: MATCH_MESSAGES.scoreConfirmed,
      };
    },
  );

  app.post(
    '/:id/dispute',
    {
      schema: {
        tags,
        security,
        params,
        body: disputeScoreInputSchema.optional(),
        description:
          'Decision 027: the other side disputes a score awaiting confirmation; the match goes back to in progress.',
        response: { 200: matchResponseSchema, ...errorAnswers(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request) => {
      const { tournament, row } = await disputeScore(
        app.db,
        request.user!,
        request.params.id,
        request.body?.note,
        app.config.PUBLIC_URL,
      );
      const [match] = await viewMatches(app.db, tournament, [row]);
      return {
        data: toMatchFor(match!, audienceOf(app, request)),
        message: MATCH_MESSAGES.scoreDisputed,
      };
    },
  );
}
