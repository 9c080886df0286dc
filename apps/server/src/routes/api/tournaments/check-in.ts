import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  CHECK_IN_MESSAGES,
  type CheckInPlayer,
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

  /** Route options: the body and query checked where given, and the errors of its kind. */
  const schemaOf = <
    R extends z.ZodType,
    T extends { params: z.ZodType; body?: z.ZodType; querystring?: z.ZodType },
  >(
    kind: 'read' | 'change',
    response: R,
    parts: T,
  ) => ({
    schema: {
      tags,
      security,
      ...parts,
      response: { 200: response, ...(kind === 'read' ? readErrors : changeErrors) },
    },
  });

  app.get(
    '/:id/desk-staff',
    schemaOf('read', deskStaffResponseSchema, { params }),
    async (request) => ({
      data: { deskStaff: await listDeskStaff(app.db, request.user!, request.params.id) },
    }),
  );
  /** POST adds, DELETE removes one desk staff member: the list after, and the message. */
  const deskStaffChange = (
    method: 'post' | 'delete',
    change: typeof addDeskStaff,
    message: string,
  ) =>
    app[method](
      '/:id/desk-staff',
      schemaOf('change', deskStaffResponseSchema, { params, body: deskStaffInputSchema }),
      async (request) => {
        const { id } = request.params;
        const deskStaff = await change(app.db, request.user!, id, request.body.userId);
        return { data: { deskStaff }, message };
      },
    );
  deskStaffChange('post', addDeskStaff, CHECK_IN_MESSAGES.deskStaffAdded);
  deskStaffChange('delete', removeDeskStaff, CHECK_IN_MESSAGES.deskStaffRemoved);

  app.get(
    '/:id/check-in',
    schemaOf('read', checkInListResponseSchema, { params, querystring: checkInListQuerySchema }),
    async (request) => ({
      data: await listCheckIn(app.db, request.user!, request.params.id, request.query.q),
    }),
  );
  app.post(
    '/:id/check-in',
    schemaOf('change', checkInPlayerResponseSchema, { params }),
    async (request) => {
      const { wasCheckedIn: _, ...player } = await selfCheckIn(
        app.db,
        request.user!,
        request.params.id,
      );
      return { data: player, message: CHECK_IN_MESSAGES.checkedIn };
    },
  );

  type Desk = Parameters<typeof undoCheckIn>[1];
  /** The desk checks a player in (POST) or undoes it (DELETE): the player after, and the message. */
  const deskCheckInChange = (
    method: 'post' | 'delete',
    change: (desk: Desk, id: string, userId: string) => Promise<CheckInPlayer>,
    message: string,
  ) =>
    app[method](
      '/:id/participants/:userId/check-in',
      schemaOf('change', checkInPlayerResponseSchema, { params: participantParamsSchema }),
      async (request) => {
        const { id, userId } = request.params;
        return { data: await change(request.user!, id, userId), message };
      },
    );
  deskCheckInChange(
    'post',
    async (desk, id, userId) => {
      const { wasCheckedIn: _, ...player } = await deskCheckIn(app.db, desk, id, userId);
      return player;
    },
    CHECK_IN_MESSAGES.checkedIn,
  );
  deskCheckInChange(
    'delete',
    (desk, id, userId) => undoCheckIn(app.db, desk, id, userId),
    CHECK_IN_MESSAGES.checkInUndone,
  );

  app.get(
    '/:id/ticket',
    schemaOf('read', ticketResponseSchema, { params }),
    async (request, reply) => {
      // A fresh token each view: never kept by a cache (decision 025).
      reply.header('Cache-Control', 'no-store');
      return { data: await loadTicket(app.db, request.user!, request.params.id) };
    },
  );

  app.post(
    '/:id/withdraw-no-shows',
    schemaOf('change', withdrawNoShowsResponseSchema, { params }),
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
