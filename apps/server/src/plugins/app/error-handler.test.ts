import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPETITION_ERROR_STATUS,
  CompetitionError,
  type CompetitionErrorCode,
} from '@courtside/shared/domain/competition/errors';
import { errorHandlerPlugin } from './error-handler';

const CODES = Object.keys(COMPETITION_ERROR_STATUS) as CompetitionErrorCode[];

describe('the error handler maps every CompetitionError (decision 021)', () => {
  const app = Fastify({ logger: false });

  beforeAll(async () => {
    await app.register(errorHandlerPlugin);
    // A route that throws the engine's refusal named in the URL.
    app.get<{ Params: { code: CompetitionErrorCode } }>('/engine/:code', async (request) => {
      throw new CompetitionError(request.params.code, `Engine said ${request.params.code}.`);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(CODES)('%s answers 409 or 422 in the error shape, never 500', async (code) => {
    const response = await app.inject({ method: 'GET', url: `/engine/${code}` });
    const status = COMPETITION_ERROR_STATUS[code];
    expect(response.statusCode).toBe(status);
    if (status === 409) {
      expect(response.json()).toEqual({ message: `Engine said ${code}.`, code: 'CONFLICT' });
    } else {
      const field = code === 'INVALID_RATING' ? 'rating' : 'score';
      expect(response.json()).toEqual({
        message: 'Please correct the highlighted fields',
        code: 'VALIDATION_FAILED',
        errors: { [field]: [`Engine said ${code}.`] },
      });
    }
  });

  it('state refusals are 409, invalid results and ratings 422', () => {
    expect(COMPETITION_ERROR_STATUS.MATCH_NOT_READY).toBe(409);
    expect(COMPETITION_ERROR_STATUS.NO_PAIRING).toBe(409);
    expect(COMPETITION_ERROR_STATUS.INVALID_RESULT).toBe(422);
    expect(COMPETITION_ERROR_STATUS.INVALID_RATING).toBe(422);
  });
});
