import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkedInAsMessage,
  checkInTokenParamsSchema,
  myCheckInsResponseSchema,
  ticketCheckInResponseSchema,
} from '@courtside/shared/api/check-in';
import { checkInByToken, myCheckIns, myDeskTournaments } from '../../../services/check-in/check-in';
import { errorAnswers } from '../../error-answers';

/** /api/check-in: the caller's own check-ins, and a scanned ticket (decision 025). */
export async function checkInTokenRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const tags = ['check-in'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/mine',
    {
      schema: {
        tags,
        security,
        response: { 200: myCheckInsResponseSchema, ...errorAnswers(401, 429) },
      },
    },
    async (request) => {
      const [data, deskTournaments] = await Promise.all([
        myCheckIns(app.db, request.user!),
        myDeskTournaments(app.db, request.user!),
      ]);
      return { data, deskTournamentIds: deskTournaments.map((t) => t.id), deskTournaments };
    },
  );

  app.post(
    '/:token',
    {
      schema: {
        tags,
        security,
        params: checkInTokenParamsSchema,
        response: {
          200: ticketCheckInResponseSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request) => {
      const data = await checkInByToken(app.db, request.user!, request.params.token);
      return { data, message: checkedInAsMessage(data.name) };
    },
  );
}
