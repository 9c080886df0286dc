import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@courtside/shared/api/auth';
import {
  PROFILE_MESSAGES,
  deleteAccountInputSchema,
  userExportSchema,
  userIdParamsSchema,
} from '@courtside/shared/api/user';
import { PRODUCT_NAME } from '@courtside/shared/constants';
import { deleteAccount } from '../../../services/users/delete-account';
import { exportUserData } from '../../../services/users/export-user-data';
import { errorAnswers } from '../../error-answers';

/** Export My Data and Delete Account (Account tab; decisions 010). Self only. */
export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const security = [{ bearerAuth: [] }];
  const params = userIdParamsSchema;

  app.get(
    '/:id/export',
    {
      onRequest: app.authenticate,
      preHandler: app.limits.dataExport,
      schema: {
        tags,
        security,
        params,
        response: { 200: userExportSchema, ...errorAnswers(401, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const data = await exportUserData(
        app.db,
        request.user!,
        request.params.id,
        app.config.PUBLIC_URL,
      );
      const day = data.exportedAt.slice(0, 10);
      const filename = `${PRODUCT_NAME.toLowerCase()}-data-${day}.json`;
      void reply
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'no-store');
      return data;
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      preHandler: app.limits.accountSecurity,
      schema: {
        tags,
        security,
        params,
        body: deleteAccountInputSchema,
        response: { 200: messageResponseSchema, ...errorAnswers(400, 401, 403, 409, 422, 429) },
      },
    },
    async (request) => {
      await deleteAccount(
        app.db,
        request.user!,
        request.params.id,
        request.body,
        app.config.PUBLIC_URL,
      );
      app.mail.kick();
      return { message: PROFILE_MESSAGES.deletionSubmitted };
    },
  );
}
