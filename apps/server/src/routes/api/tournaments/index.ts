import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@courtside/shared/api/auth';
import {
  TOURNAMENT_MESSAGES,
  tournamentIdParamsSchema,
  tournamentListQuerySchema,
  tournamentListResponseSchema,
  tournamentResponseSchema,
} from '@courtside/shared/api/tournament';
import {
  createTournamentInputSchema,
  updateTournamentInputSchema,
} from '@courtside/shared/validation/tournament';
import { createTournament } from '../../../services/tournaments/create-tournament';
import { deleteTournament } from '../../../services/tournaments/delete-tournament';
import { loadTournamentDetail } from '../../../services/tournaments/load-tournament-detail';
import { audienceOf, medalsFor, tournamentDetailFor } from '../../../services/viewer/tournaments';
import { updateTournament } from '../../../services/tournaments/update-tournament';
import { checkInRoutes } from './check-in';
import { competitionRoutes } from './competition';
import { eventRoutes } from './events';
import { exportRoutes } from './exports';
import { partnerRoutes } from './partners';
import { tournamentScoreKeeperRoutes } from './score-keepers';
import { registrationRoutes } from './registration';
import { errorAnswers } from '../../error-answers';

/** Tournaments (spec section 7): list, read, create, edit, delete; registration in ./registration. */
export async function tournamentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const tags = ['tournaments'];
  const security = [{ bearerAuth: [] }];
  const params = tournamentIdParamsSchema;

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        querystring: tournamentListQuerySchema,
        response: { 200: tournamentListResponseSchema, ...errorAnswers(401, 422, 429) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      // Served from memory until a committed change makes it stale (decision 014).
      const page = await app.live.cache.list(query, request.user!.id, request);
      return app.live.answers.send(reply, [page], tournamentListResponseSchema, () => ({
        data: page.rows,
        meta: { page: query.page, limit: query.limit, total: page.total, totals: page.totals },
      }));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        params,
        response: { 200: tournamentResponseSchema, ...errorAnswers(401, 403, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const detail = await app.live.cache.detail(request.params.id, request.user!.id, request);
      // The viewer's serializer decides what each person's rating shows (decision 012);
      // bystanders share one answer, serialized once (decision 014).
      const data = await tournamentDetailFor(app.db, detail, audienceOf(app, request));
      const bracket = await medalsFor(app, request, request.params.id, data);
      if (!bracket) {
        return app.live.answers.send(reply, [data], tournamentResponseSchema, () => ({ data }));
      }
      return app.live.answers.send(reply, [data, bracket], tournamentResponseSchema, () => ({
        data: { ...data, medals: bracket.medals },
      }));
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        body: createTournamentInputSchema,
        response: { 201: tournamentResponseSchema, ...errorAnswers(400, 401, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const id = await createTournament(app.db, request.user!, request.body);
      const data = await tournamentDetailFor(
        app.db,
        await loadTournamentDetail(app.db, id, request.user!.id),
        audienceOf(app, request),
      );
      return reply.status(201).send({ data, message: TOURNAMENT_MESSAGES.created });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        params,
        body: updateTournamentInputSchema,
        response: {
          200: tournamentResponseSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { promotedCount } = await updateTournament(
        app.db,
        request.user!,
        id,
        request.body,
        app.config.PUBLIC_URL,
      );
      if (promotedCount > 0) app.mail.kick();
      const data = await tournamentDetailFor(
        app.db,
        await loadTournamentDetail(app.db, id, request.user!.id),
        audienceOf(app, request),
      );
      return { data, message: TOURNAMENT_MESSAGES.updated };
    },
  );

  app.delete(
    '/:id',
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
      await deleteTournament(app.db, request.user!, request.params.id);
      app.mail.kick();
      return { message: TOURNAMENT_MESSAGES.deleted };
    },
  );

  await app.register(registrationRoutes);
  await app.register(competitionRoutes);
  await app.register(checkInRoutes);
  await app.register(exportRoutes);
  await app.register(tournamentScoreKeeperRoutes);
  await app.register(eventRoutes);
  await app.register(partnerRoutes);
}
