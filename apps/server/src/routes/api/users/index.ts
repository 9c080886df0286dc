import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@courtside/shared/api/auth';
import { userSearchQuerySchema, userSearchResponseSchema } from '@courtside/shared/api/match';
import {
  PROFILE_MESSAGES,
  changePasswordInputSchema,
  settingsResponseSchema,
  updateProfileInputSchema,
  updateSettingsInputSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userListResponseSchema,
  userProfileResponseSchema,
  userResponseSchema,
} from '@courtside/shared/api/user';
import { toPublicUser } from '../../../services/viewer/own-user';
import { changePassword } from '../../../services/users/change-password';
import { listUsers } from '../../../services/users/list-users';
import { searchUsers } from '../../../services/users/search-users';
import { updateProfile } from '../../../services/users/update-profile';
import { updateSettings } from '../../../services/users/update-settings';
import { getUserProfile } from '../../../services/users/user-profile';
import { accountRoutes } from './account';
import { pictureRoutes } from './picture';
import { errorAnswers } from '../../error-answers';

/**
 * Users (spec section 7): profiles (privacy applied), the owner's profile, settings and
 * password; the picture in ./picture, export and deletion in ./account.
 */
export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const security = [{ bearerAuth: [] }];
  const params = userIdParamsSchema;

  app.get(
    '/search',
    {
      onRequest: app.authenticate,
      preHandler: app.limits.userSearch,
      schema: {
        tags,
        security,
        querystring: userSearchQuerySchema,
        response: { 200: userSearchResponseSchema, ...errorAnswers(401, 422, 429) },
      },
    },
    async (request) => {
      // Organizers choosing score keepers (spec section 6); players choosing a doubles partner,
      // by name only (decision 038): each searches as `searchUsers` says for their role.
      return { data: await searchUsers(app.db, request.user!, request.query.q) };
    },
  );

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema, ...errorAnswers(401, 422, 429) },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listUsers(app.db, query, request.user);
      return { data: rows, meta: { page: query.page, limit: query.limit, total } };
    },
  );

  // Anyone may ask: a public profile answers everyone, a players-only one signed-in users.
  app.get(
    '/:id',
    {
      onRequest: app.identify,
      schema: {
        tags,
        params,
        response: { 200: userProfileResponseSchema, ...errorAnswers(401, 404, 422, 429) },
      },
    },
    async (request) => ({
      data: await getUserProfile(app.db, request.params.id, request.user, app.config.PUBLIC_URL),
    }),
  );

  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        params,
        body: updateProfileInputSchema,
        response: { 200: userResponseSchema, ...errorAnswers(400, 401, 403, 422, 429) },
      },
    },
    async (request) => {
      const user = await updateProfile(app.db, request.user!, request.params.id, request.body);
      return {
        data: toPublicUser(user, app.config.PUBLIC_URL),
        message: PROFILE_MESSAGES.profileUpdated,
      };
    },
  );

  app.put(
    '/:id/settings',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        params,
        body: updateSettingsInputSchema,
        response: { 200: settingsResponseSchema, ...errorAnswers(400, 401, 403, 422, 429) },
      },
    },
    async (request) => {
      const { user, notices } = await updateSettings(
        app.db,
        request.user!,
        request.params.id,
        request.body,
      );
      const publicUser = toPublicUser(user, app.config.PUBLIC_URL);
      return {
        data: { user: publicUser, notices },
        user: publicUser,
        message: PROFILE_MESSAGES.settingsUpdated,
      };
    },
  );

  app.put(
    '/:id/password',
    {
      onRequest: app.authenticate,
      preHandler: app.limits.accountSecurity,
      schema: {
        tags,
        security,
        params,
        body: changePasswordInputSchema,
        response: { 200: messageResponseSchema, ...errorAnswers(400, 401, 403, 422, 429) },
      },
    },
    async (request) => {
      await changePassword(
        app.db,
        request.user!,
        request.sessionId,
        request.params.id,
        request.body,
      );
      app.mail.kick();
      return { message: PROFILE_MESSAGES.passwordChanged };
    },
  );

  await app.register(accountRoutes);
  await app.register(pictureRoutes);
}
