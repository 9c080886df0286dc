import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorBody } from '@courtside/shared/api/errors';
import {
  COMPETITION_ERROR_STATUS,
  isCompetitionError,
  type CompetitionError,
} from '@courtside/shared/domain/competition/errors';
import { VALIDATION_FAILED_MESSAGE, isAppError } from '../../lib/app-error';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Fastify's own client errors, by code, with what we tell the client. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: /*i18n*/ 'Malformed JSON in request body',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: /*i18n*/ 'Request body is empty',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: /*i18n*/ 'Request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: /*i18n*/ 'Unsupported media type',
  },
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_REQUEST', message: /*i18n*/ 'Malformed URL' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 404, code: 'NOT_FOUND', message: /*i18n*/ 'Route not found' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'BAD_REQUEST', message: /*i18n*/ 'Bad request' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: /*i18n*/ 'Invalid content length',
  },
};

/** A PostgreSQL error code on the error or its cause (drivers wrap them differently). */
export function postgresCode(error: unknown): string | undefined {
  const own = (error as { code?: unknown }).code;
  if (typeof own === 'string' && /^[0-9A-Z]{5}$/.test(own)) return own;
  const cause = (error as { cause?: unknown }).cause;
  return cause && typeof cause === 'object' ? postgresCode(cause) : undefined;
}

/**
 * Database refusals that a request can cause: a unique row that a concurrent
 * request created first is a conflict, and a value the database cannot store
 * (class 22, for example a date out of its range) is the client's mistake.
 * Schemas refuse these first; this is the net under them, never a 500.
 */
function databaseClientError(error: unknown): { status: number; body: ErrorBody } | null {
  const code = postgresCode(error);
  if (code === '23505') {
    return {
      status: 409,
      body: {
        message: /*i18n*/ 'This was changed by another request. Please try again.',
        code: 'CONFLICT',
      },
    };
  }
  if (code?.startsWith('22')) {
    return {
      status: 400,
      body: { message: /*i18n*/ 'Invalid value in request', code: 'BAD_REQUEST' },
    };
  }
  return null;
}

/** Which field an invalid engine input belongs to, for the 422's `errors` map. */
const COMPETITION_FIELD: Partial<Record<CompetitionError['code'], string>> = {
  INVALID_RESULT: 'score',
  INVALID_RATING: 'rating',
};

/**
 * An engine refusal (decision 021): the competition's state refuses it (409
 * CONFLICT, the engine's message) or the result or rating is invalid (422
 * VALIDATION_FAILED, the message under its field).
 */
function competitionClientError(error: CompetitionError): { status: number; body: ErrorBody } {
  const status = COMPETITION_ERROR_STATUS[error.code];
  if (status === 409) return { status, body: { message: error.message, code: 'CONFLICT' } };
  const field = COMPETITION_FIELD[error.code] ?? 'body';
  return {
    status,
    body: {
      message: VALIDATION_FAILED_MESSAGE,
      code: 'VALIDATION_FAILED',
      errors: { [field]: [error.message] },
    },
  };
}

/**
 * Zod issues to the `errors` map: field path -> messages, first one first. The
 * field names come from the request (`constructor`, `__proto__`), so the map has
 * no prototype (issue 22.1).
 */
function toErrorsMap(
  error: Parameters<typeof hasZodFastifySchemaValidationErrors>[0] & {
    validation: { instancePath: string; message?: string }[];
  },
): Record<string, string[]> {
  const errors: Record<string, string[]> = Object.create(null);
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
    (errors[field] ??= []).push(issue.message ?? /*i18n*/ 'Invalid value');
  }
  return errors;
}

/** The answer to one of Fastify's own client errors, in our shape, or null for anything else. */
export function fastifyClientError(error: {
  code?: string;
}): { status: number; body: ErrorBody } | null {
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  return known
    ? { status: known.status, body: { message: known.message, code: known.code } }
    : null;
}

/**
 * The one error handler: every failure leaves in the shape of ARCHITECTURE.md
 * section 3. 5xx bodies never carry internals; they are logged instead.
 */
export const errorHandlerPlugin = fp(async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ErrorBody = {
      message: /*i18n*/ 'Server error. Please try again later.',
      code: 'INTERNAL',
    };

    if (hasZodFastifySchemaValidationErrors(error)) {
      status = 422;
      body = {
        message: VALIDATION_FAILED_MESSAGE,
        code: 'VALIDATION_FAILED',
        errors: toErrorsMap(error),
      };
    } else if (isCompetitionError(error)) {
      ({ status, body } = competitionClientError(error));
      request.log.warn({ err: error }, 'the competition engine refused the request');
    } else if (isAppError(error)) {
      status = error.statusCode;
      body = { message: error.message, code: error.code, ...error.details };
      if (error.retryAfterSeconds)
        void reply.header('Retry-After', String(error.retryAfterSeconds));
    } else if (databaseClientError(error)) {
      ({ status, body } = databaseClientError(error)!);
      request.log.warn({ err: error }, 'database refused the request');
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
    } else if (fastifyClientError(error)) {
      ({ status, body } = fastifyClientError(error)!);
    } else if (error.statusCode === 429) {
      status = 429;
      body = {
        message: /*i18n*/ 'Too many requests. Please wait a moment before trying again.',
        code: 'RATE_LIMITED',
      };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { message: /*i18n*/ 'Bad request', code: 'BAD_REQUEST' };
    }

    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // Serialized here, as Fastify would with no schema: the routes declare their error answers
    // for the OpenAPI document (routes/error-answers.ts), and a response schema must never
    // reshape or refuse an error body (zod would drop keys it does not know, and a body that
    // failed it would turn the answer into a 500).
    void reply.status(status).type(JSON_CONTENT_TYPE).send(JSON.stringify(body));
  });
});
