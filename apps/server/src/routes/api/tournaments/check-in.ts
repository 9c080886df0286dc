import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CHECK_IN_MESSAGES,
  checkInListQuerySchema,
  checkInListResponseSchema,
  checkInPlayerResponseSchema,
  deskStaffInputSchema,
  deskStaffResponseSchema,
  noShowsWithdrawnMessage,
  ticketResponseSchema,
  withdrawNoShowsResponseSchema,
} from '@courtside/shared/api/check-in';
import {
  participantParamsSchema,
  tournamentIdParamsSchema,
} from '@courtside/shared/api/tournament';
import {
  deskCheckIn,
  listCheckIn,
  loadTicket,
  selfCheckIn,
  undoCheckIn,
} from '../../../services/check-in/check-in';
import { withdrawNoShows } from '../../../services/check-in/withdraw-no-shows';
import {
  addDeskStaff,
  listDeskStaff,
  removeDeskStaff,
} from '../../../services/tournaments/desk-staff';
import { errorAnswers } from '../../error-answers';

/**
 * Check-in and the desk (issue 27, decision 025): desk staff, the desk's list, checking in
 * (oneself or by the desk), the ticket and withdrawing no-shows.
 */
export async function checkInRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['check-in'];
  const security = [{ bearerAuth: [] }];
  const params = tournamentIdParamsSchema;
  const readErrors = errorAnswers(401, 403, 404, 422, 429);
  const changeErrors = errorAnswers(400, 401, 403, 404, 409, 422, 429);

  app.get(
    '/:id/desk-staff',
    {
      schema: { tags, security, params, response: { 200: deskStaffResponseSchema, ...readErrors } },
    },
    async (request) => ({
      data: { deskStaff: await listDeskStaff(app.db, request.user!, request.params.id) },
    }),
  );
  app.post(
    '/:id/desk-staff',
    {
      schema: {
        tags,
        security,
        params,
        body: deskStaffInputSchema,
        response: { 200: deskStaffResponseSchema, ...changeErrors },
      },
    },
    async (request) => {
      const deskStaff = await addDeskStaff(
        app.db,
        request.user!,
        request.params.id,
        request.body.userId,
      );
      return { data: { deskStaff }, message: CHECK_IN_MESSAGES.deskStaffAdded };
    },
  );
  app.delete(
    '/:id/desk-staff',
    {
      schema: {
        tags,
        security,
        params,
        body: deskStaffInputSchema,
        response: { 200: deskStaffResponseSchema, ...changeErrors },
      },
    },
    async (request) => {
      const deskStaff = await removeDeskStaff(
        app.db,
        request.user!,
        request.params.id,
        request.body.userId,
      );
      return { data: { deskStaff }, message: CHECK_IN_MESSAGES.deskStaffRemoved };
    },
  );

  app.get(
    '/:id/check-in',
    {
      schema: {
        tags,
        security,
        params,
        querystring: checkInListQuerySchema,
        response: { 200: checkInListResponseSchema, ...readErrors },
      },
    },
    async (request) => ({
      data: await listCheckIn(app.db, request.user!, request.params.id, request.query.q),
    }),
  );
  app.post(
    '/:id/check-in',
    {
      schema: {
        tags,
        security,
        params,
        response: { 200: checkInPlayerResponseSchema, ...changeErrors },
      },
    },
    async (request) => {
      const { wasCheckedIn: _, ...player } = await selfCheckIn(
        app.db,
        request.user!,
        request.params.id,
      );
      return { data: player, message: CHECK_IN_MESSAGES.checkedIn };
    },
  );

  const playerParams = participantParamsSchema;
  app.post(
    '/:id/participants/:userId/check-in',
    {
      schema: {
        tags,
        security,
        params: playerParams,
        response: { 200: checkInPlayerResponseSchema, ...changeErrors },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      const { wasCheckedIn: _, ...player } = await deskCheckIn(app.db, request.user!, id, userId);
      return { data: player, message: CHECK_IN_MESSAGES.checkedIn };
    },
  );
  app.delete(
    '/:id/participants/:userId/check-in',
    {
      schema: {
        tags,
        security,
        params: playerParams,
        response: { 200: checkInPlayerResponseSchema, ...changeErrors },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      const player = await undoCheckIn(app.db, request.user!, id, userId);
      return { data: player, message: CHECK_IN_MESSAGES.checkInUndone };
    },
  );

  app.get(
    '/:id/ticket',
    { schema: { tags, security, params, response: { 200: ticketResponseSchema, ...readErrors } } },
    async (request, reply) => {
      // A fresh token each view: never kept by a cache (decision 025).
      reply.header('Cache-Control', 'no-store');
      return { data: await loadTicket(app.db, request.user!, request.params.id) };
    },
  );

  app.post(
    '/:id/withdraw-no-shows',
    {
      schema: {
        tags,
        security,
        params,
        response: { 200: withdrawNoShowsResponseSchema, ...changeErrors },
      },
    },
    async (request) => {
      const result = await withdrawNoShows(
        app.db,
        request.user!,
        request.params.id,
        app.config.PUBLIC_URL,
      );
      if (result.withdrawn > 0) app.mail.kick();
      return { data: result, message: noShowsWithdrawnMessage(result.withdrawn, result.promoted) };
    },
  );
}
