import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  TWO_FACTOR_MESSAGES,
  confirmTwoFactorInputSchema,
  enableTwoFactorInputSchema,
  loginCompletedResponseSchema,
  loginTwoFactorInputSchema,
  recoveryCodesResponseSchema,
  twoFactorSetupResponseSchema,
} from '@courtside/shared/api/two-factor';
import { messageResponseSchema } from '@courtside/shared/api/auth';
import { completeLoginChallenge } from '../../../services/auth/login-challenge';
import { toPublicUser } from '../../../services/viewer/own-user';
import { signedIn } from './signed-in';
import {
  disableTwoFactor,
  enableTwoFactor,
  renewRecoveryCodes,
  startTwoFactorSetup,
} from '../../../services/auth/two-factor';
import { errorAnswers } from '../../error-answers';

/**
 * Two-factor sign-in (Enable 2FA on the Account tab; decision 011): enrolment with a TOTP app,
 * recovery codes, and the second step of signing in.
 */
export async function twoFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const security = [{ bearerAuth: [] }];

  app.post(
    '/login/2fa',
    {
      preHandler: app.limits.twoFactorLogin,
      schema: {
        tags,
        body: loginTwoFactorInputSchema,
        response: { 200: loginCompletedResponseSchema, ...errorAnswers(400, 401, 422, 429) },
      },
    },
    async (request) => {
      const { challenge, code } = request.body;
      const { user, token } = await completeLoginChallenge(app.db, challenge, code);
      return signedIn(toPublicUser(user, app.config.PUBLIC_URL), token);
    },
  );

  app.post(
    '/2fa/setup',
    {
      onRequest: app.authenticate,
      preHandler: app.limits.accountSecurity,
      schema: {
        tags,
        security,
        response: { 200: twoFactorSetupResponseSchema, ...errorAnswers(400, 401, 409, 429) },
      },
    },
    async (request) => ({
      data: await startTwoFactorSetup(app.db, request.user!),
      message: TWO_FACTOR_MESSAGES.setupStarted,
    }),
  );

  app.post(
    '/2fa/enable',
    {
      onRequest: app.authenticate,
      preHandler: app.limits.accountSecurity,
      schema: {
        tags,
        security,
        body: enableTwoFactorInputSchema,
        response: { 200: recoveryCodesResponseSchema, ...errorAnswers(400, 401, 409, 422, 429) },
      },
    },
    async (request) => {
      const recoveryCodes = await enableTwoFactor(
        app.db,
        request.user!,
        request.sessionId,
        request.body.code,
      );
      app.mail.kick();
      return { data: { recoveryCodes }, message: TWO_FACTOR_MESSAGES.enabled };
    },
  );

  app.post(
    '/2fa/recovery-codes',
    {
      onRequest: app.authenticate,
      preHandler: app.limits.accountSecurity,
      schema: {
        tags,
        security,
        body: confirmTwoFactorInputSchema,
        response: { 200: recoveryCodesResponseSchema, ...errorAnswers(400, 401, 409, 422, 429) },
      },
    },
    async (request) => ({
      data: { recoveryCodes: await renewRecoveryCodes(app.db, request.user!, request.body) },
      message: TWO_FACTOR_MESSAGES.recoveryCodesRenewed,
    }),
  );

  app.post(
    '/2fa/disable',
    {
      onRequest: app.authenticate,
      preHandler: app.limits.accountSecurity,
      schema: {
        tags,
        security,
        body: confirmTwoFactorInputSchema,
        response: { 200: messageResponseSchema, ...errorAnswers(400, 401, 409, 422, 429) },
      },
    },
    async (request) => {
      await disableTwoFactor(app.db, request.user!, request.body);
      app.mail.kick();
      return { message: TWO_FACTOR_MESSAGES.disabled };
    },
  );
}
