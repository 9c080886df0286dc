import { ERROR_STATUS, errorBodySchema } from '@courtside/shared/api/errors';

/** What each error status means for a caller of this API (ARCHITECTURE.md section 3). */
const MEANINGS = {
  400: 'Malformed request: the body is not JSON, or a value cannot be stored',
  401: 'Not signed in, the session has expired, or the credentials are wrong',
  403: 'Signed in, but not allowed to do this',
  404: 'Not found (or not visible to the caller)',
  409: 'Conflicts with the current state; `field` names the form field when there is one',
  413: 'Request body is too large',
  415: 'Unsupported media type',
  422: 'Validation failed: `errors` maps each field to its messages, the first one to show',
  429: 'Too many requests; the Retry-After header says how many seconds to wait',
  503: 'Not ready; try again later',
} as const;

export type ErrorStatus = keyof typeof MEANINGS;

/** The error codes the one table in shared maps to a status, for the answer's description. */
const codesOf = (status: number) =>
  Object.entries(ERROR_STATUS)
    .filter(([, value]) => value === status)
    .map(([code]) => code)
    .join(', ');

/**
 * A route's error answers for its schema's `response`, so the OpenAPI document
 * says what can go wrong: `response: { 200: okSchema, ...errorAnswers(401, 404) }`.
 * Documentation only: the error handler serializes error bodies itself
 * (plugins/app/error-handler.ts), so these schemas never reshape one.
 */
export function errorAnswers<const S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      errorBodySchema.describe(`${MEANINGS[status]} (${codesOf(status)}).`),
    ]),
  ) as Record<S, typeof errorBodySchema>;
}
