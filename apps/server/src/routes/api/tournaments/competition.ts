import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@courtside/shared/api/auth';
import {
  MATCH_MESSAGES,
  bracketResponseSchema,
  matchResponseSchema,
  matchScheduleInputSchema,
  setWinnerInputSchema,
} from '@courtside/shared/api/match';
import {
  entrantParamsSchema,
  tournamentIdParamsSchema,
  tournamentResponseSchema,
  withdrawnMessage,
} from '@courtside/shared/api/tournament';
import { viewMatches } from '../../../services/matches/match-view';
import { reopenTournament } from '../../../services/matches/reopen-tournament';
import { rescheduleMatch } from '../../../services/matches/schedule-match';
import { setWinner } from '../../../services/matches/set-winner';
import { startTournament } from '../../../services/matches/start-tournament';
import { withdrawEntrant } from '../../../services/matches/withdraw-entrant';
import { loadTournamentDetail } from '../../../services/tournaments/load-tournament-detail';
import { sendBracket } from './bracket-answer';
import { toMatchFor } from '../../../services/viewer/matches';
import { audienceOf, tournamentDetailFor } from '../../../services/viewer/tournaments';
import { errorAnswers } from '../../error-answers';

/** Running the event: start (generates and schedules the first matches), withdrawals, schedule changes, the winner and the bracket. */
export async function competitionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['tournaments'];
  const security = [{ bearerAuth: [] }];
  const params = tournamentIdParamsSchema;

  app.post(
    '/:id/start',
    {
      schema: {
        tags,
        security,
        params,
        response: {
          200: messageResponseSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request) => {
      await startTournament(app.db, request.user!, request.params.id, app.config.PUBLIC_URL);
      app.mail.kick();
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
        response: {
          200: tournamentResponseSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request) => {
      await setWinner(app.db, request.user!, request.params.id, request.body);
      const data = await tournamentDetailFor(
        app.db,
        await loadTournamentDetail(app.db, request.params.id, request.user!.id),
        audienceOf(app, request),
      );
      return { data, message: MATCH_MESSAGES.winnerSet };
    },
  );

  // Decision 027: a completed tournament back to ongoing, its champion cleared, to correct a result.
  app.post(
    '/:id/reopen',
    {
      schema: {
        tags,
        security,
        params,
        description:
          'Decision 027 (owner): a completed tournament goes back to ongoing so a result can be corrected; it completes again with its final.',
        response: {
          200: tournamentResponseSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request) => {
      await reopenTournament(app.db, request.user!, request.params.id);
      const data = await tournamentDetailFor(
        app.db,
        await loadTournamentDetail(app.db, request.params.id, request.user!.id),
        audienceOf(app, request),
      );
      return { data, message: MATCH_MESSAGES.reopened };
    },
  );

  // Rule 12.G: the entrant's open matches become walkovers for its opponents (decision 024).
  app.post(
    '/:id/participants/:entrantId/withdraw',
    {
      schema: {
        tags,
        security,
        params: entrantParamsSchema,
        response: {
          200: tournamentResponseSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request) => {
      const { id, entrantId } = request.params;
      const { entrant, matchCount } = await withdrawEntrant(
        app.db,
        request.user!,
        id,
        entrantId,
        app.config.PUBLIC_URL,
      );
      app.mail.kick();
      const data = await tournamentDetailFor(
        app.db,
        await loadTournamentDetail(app.db, id, request.user!.id),
        audienceOf(app, request),
      );
      return { data, message: withdrawnMessage(entrant.name, matchCount) };
    },
  );

  app.put(
    '/:id/match-schedule',
    {
      schema: {
        tags,
        security,
        params,
        body: matchScheduleInputSchema,
        response: { 200: matchResponseSchema, ...errorAnswers(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request) => {
      const { tournament, row } = await rescheduleMatch(app.db, request.user!, {
        ...request.body,
        tournamentId: request.params.id,
      });
      const [match] = await viewMatches(app.db, tournament, [row]);
      return {
        data: toMatchFor(match!, audienceOf(app, request)),
        message: MATCH_MESSAGES.scheduleUpdated,
      };
    },
  );

  app.get(
    '/:id/bracket',
    {
      schema: {
        tags,
        security,
        params,
        response: { 200: bracketResponseSchema, ...errorAnswers(401, 403, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      await sendBracket(app, request.params.id, request, reply);
      return reply;
    },
  );
}
