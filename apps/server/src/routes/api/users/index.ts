import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MATCH_MESSAGES,
  userSearchQuerySchema,
  userSearchResponseSchema,
} from '@courtside/shared/api/match';
import { AppError } from '../../../lib/app-error';
import { searchUsers } from '../../../services/users/search-users';

/** Users (spec section 7): the score keeper search. Profiles come with the players issue. */
export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/search',
    {
      preHandler: app.limits.userSearch,
      schema: {
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        querystring: userSearchQuerySchema,
        response: { 200: userSearchResponseSchema },
      },
    },
    async (request) => {
      // Emails are only for organizers choosing score keepers (spec section 5).
      if (request.user!.role !== 'organizer') {
        throw new AppError('FORBIDDEN', MATCH_MESSAGES.onlyOrganizersSearch);
      }
      return { data: await searchUsers(app.db, request.query.q) };
    },
  );
}
