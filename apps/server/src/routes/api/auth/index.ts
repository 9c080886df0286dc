import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginTwoFactorResponseSchema } from '@courtside/shared/api/two-factor';
import {
  EMAIL_VERIFIED_MESSAGE,
  FORGOT_PASSWORD_MESSAGE,
  LOGOUT_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  REGISTER_SUCCESS_MESSAGE,
  RESEND_VERIFICATION_MESSAGE,
  loginResponseSchema,
  messageResponseSchema,
  profileResponseSchema,
  registerResponseSchema,
  verifyEmailResponseSchema,
} from '@courtside/shared/api/auth';
import {
  forgotPasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  verifyEmailQuerySchema,
} from '@courtside/shared/validation/auth';
import { loginUser } from '../../../services/auth/login-user';
import { registerUser } from '../../../services/auth/register-user';
import { requestPasswordReset } from '../../../services/auth/request-password-reset';
import { resendVerification } from '../../../services/auth/resend-verification';
import { resetPassword } from '../../../services/auth/reset-password';
import { revokeSession } from '../../../services/auth/sessions';
import { toPublicUser } from '../../../services/viewer/own-user';
import { verifyEmail } from '../../../services/auth/verify-email';
import { twoFactorRoutes } from './two-factor';
import { signedIn } from './signed-in';
import { errorAnswers } from '../../error-answers';
import { requestLocale } from '../../../lib/request-locale';

const EMAIL_VERIFIED_ON_SIGNUP_MESSAGE = /*i18n*/ 'Registration successful! You can now sign in.';

/** Accounts: spec section 7 "Auth", plus resend-verification. */
export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { PUBLIC_URL: publicUrl, REQUIRE_EMAIL_VERIFICATION: requireVerification } = app.config;
  const tags = ['auth'];

  app.post(
    '/register',
    {
      preHandler: app.limits.auth,
      schema: {
        tags,
        body: registerInputSchema,
        response: { 201: registerResponseSchema, ...errorAnswers(400, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      // The new account speaks the visitor's language (issue 29): its verification mail already.
      const user = await registerUser(
        app.db,
        { ...request.body, language: requestLocale(request.headers) },
        { publicUrl, requireVerification },
      );
      app.mail.kick();
      const message = requireVerification
        ? REGISTER_SUCCESS_MESSAGE
        : EMAIL_VERIFIED_ON_SIGNUP_MESSAGE;
      const publicUser = toPublicUser(user, app.config.PUBLIC_URL);
      return reply
        .status(201)
        .send({ data: { user: publicUser, message }, user: publicUser, message });
    },
  );

  app.get(
    '/verify-email',
    {
      schema: {
        tags,
        querystring: verifyEmailQuerySchema,
        response: { 200: verifyEmailResponseSchema, ...errorAnswers(400, 422, 429) },
      },
    },
    async (request) => {
      const email = await verifyEmail(app.db, request.query.token);
      return { message: EMAIL_VERIFIED_MESSAGE, email };
    },
  );

  app.post(
    '/resend-verification',
    {
      preHandler: app.limits.auth,
      schema: {
        tags,
        body: forgotPasswordInputSchema,
        response: { 200: messageResponseSchema, ...errorAnswers(400, 422, 429) },
      },
    },
    async (request) => {
      if (await resendVerification(app.db, request.body.email, publicUrl)) app.mail.kick();
      return { message: RESEND_VERIFICATION_MESSAGE };
    },
  );

  app.post(
    '/login',
    {
      preHandler: app.limits.auth,
      schema: {
        tags,
        body: loginInputSchema,
        // With two-factor sign-in on: `{ twoFactorRequired, challenge }`, then POST /login/2fa.
        response: {
          200: z.union([loginResponseSchema, loginTwoFactorResponseSchema]),
          ...errorAnswers(400, 401, 403, 422, 429),
        },
      },
    },
    async (request) => {
      const outcome = await loginUser(app.db, request.body, { requireVerification });
      if (outcome.challenge !== undefined) {
        return { data: { twoFactorRequired: true as const, challenge: outcome.challenge } };
      }
      return signedIn(toPublicUser(outcome.user, app.config.PUBLIC_URL), outcome.token);
    },
  );

  await app.register(twoFactorRoutes);

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        response: { 200: messageResponseSchema, ...errorAnswers(400, 401, 429) },
      },
    },
    async (request) => {
      if (request.sessionId) await revokeSession(app.db, request.sessionId);
      return { message: LOGOUT_MESSAGE };
    },
  );

  app.get(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        response: { 200: profileResponseSchema, ...errorAnswers(401, 429) },
      },
    },
    async (request) => ({ data: toPublicUser(request.user!, app.config.PUBLIC_URL) }),
  );

  app.post(
    '/forgot-password',
    {
      preHandler: app.limits.auth,
      schema: {
        tags,
        body: forgotPasswordInputSchema,
        response: { 200: messageResponseSchema, ...errorAnswers(400, 422, 429) },
      },
    },
    async (request) => {
      if (await requestPasswordReset(app.db, request.body.email, publicUrl)) app.mail.kick();
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/reset-password',
    {
      preHandler: app.limits.auth,
      schema: {
        tags,
        body: resetPasswordInputSchema,
        response: { 200: messageResponseSchema, ...errorAnswers(400, 422, 429) },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.body.token, request.body.password);
      return { message: PASSWORD_RESET_MESSAGE };
    },
  );
}
