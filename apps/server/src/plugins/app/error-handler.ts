import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorBody } from '@courtside/shared/api/errors';
import { VALIDATION_FAILED_MESSAGE, isAppError } from '../../lib/app-error';

/** Fastify's own client errors, by code, with what we tell the client. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'Malformed JSON in request body',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'Request body is empty',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'Request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported media type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'Invalid content length',
  },
};

/** Zod issues to the `errors` map: field path -> messages, first one first. */
function toErrorsMap(
  error: Parameters<typeof hasZodFastifySchemaValidationErrors>[0] & {
    validation: { instancePath: string; message?: string }[];
  },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
    (errors[field] ??= []).push(issue.message ?? 'Invalid value');
  }
  return errors;
}

/**
 * The one error handler: every failure leaves in the shape of ARCHITECTURE.md
 * section 3. 5xx bodies never carry internals; they are logged instead.
 */
export const errorHandlerPlugin = fp(async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ErrorBody = { message: 'Server error. Please try again later.', code: 'INTERNAL' };

    if (hasZodFastifySchemaValidationErrors(error)) {
      status = 422;
      body = {
        message: VALIDATION_FAILED_MESSAGE,
        code: 'VALIDATION_FAILED',
        errors: toErrorsMap(error),
      };
    } else if (isAppError(error)) {
      status = error.statusCode;
      body = { message: error.message, code: error.code, ...error.details };
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
    } else if (error.code && FASTIFY_CLIENT_ERRORS[error.code]) {
      const known = FASTIFY_CLIENT_ERRORS[error.code]!;
      status = known.status;
      body = { message: known.message, code: known.code };
    } else if (error.statusCode === 429) {
      status = 429;
      body = {
        message: 'Too many requests. Please wait a moment before trying again.',
        code: 'RATE_LIMITED',
      };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { message: 'Bad request', code: 'BAD_REQUEST' };
    }

    if (status >= 500) request.log.error({ err: error }, 'request failed');
    void reply.status(status).send(body);
  });
});
