import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DASHBOARD_MESSAGES,
  organizerDashboardQuerySchema,
  organizerDashboardResponseSchema,
} from '@courtside/shared/api/dashboard';
import { AppError } from '../../../lib/app-error';
import { organizerDashboard } from '../../../services/dashboard/organizer-dashboard';
import { errorAnswers } from '../../error-answers';

/** The dashboard's own figures (docs/decisions/020). */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/organizer',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['dashboard'],
        security: [{ bearerAuth: [] }],
        querystring: organizerDashboardQuerySchema,
        response: { 200: organizerDashboardResponseSchema, ...errorAnswers(401, 403, 422, 429) },
      },
    },
    async (request) => {
      if (request.user!.role !== 'organizer') {
        throw new AppError('FORBIDDEN', DASHBOARD_MESSAGES.onlyOrganizers);
      }
      return { data: await organizerDashboard(app.db, request.user!.id, request.query) };
    },
  );
}
