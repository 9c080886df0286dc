/**
 * Why the engine refused its input, with the HTTP status the server answers:
 * 409 when the competition's state refuses it, 422 when the result or rating
 * handed in is invalid (the error handler reads this table).
 */
export const COMPETITION_ERROR_STATUS = {
  TOO_FEW_ENTRANTS: 409,
  TOO_MANY_ENTRANTS: 409,
  DUPLICATE_ENTRANT: 409,
  UNKNOWN_ENTRANT: 409,
  UNKNOWN_MATCH: 409,
  MATCH_NOT_READY: 409,
  NO_PAIRING: 409,
  INVALID_RESULT: 422,
  INVALID_RATING: 422,
} as const satisfies Record<string, 409 | 422>;
export type CompetitionErrorCode = keyof typeof COMPETITION_ERROR_STATUS;

/**
 * A broken invariant of competition input, with a precise message and the data
 * that broke it (brackets-manager style: say exactly what was wrong).
 */
export class CompetitionError extends Error {
  override readonly name = 'CompetitionError';

  constructor(
    readonly code: CompetitionErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const isCompetitionError = (error: unknown): error is CompetitionError =>
  error instanceof CompetitionError;

/** Throws DUPLICATE_ENTRANT when two entrants share an id. */
export function assertUniqueIds(entrants: readonly { id: string }[]): void {
  const seen = new Set<string>();
  for (const { id } of entrants) {
    if (seen.has(id)) {
      throw new CompetitionError('DUPLICATE_ENTRANT', `Entrant ${id} is listed twice.`, { id });
    }
    seen.add(id);
  }
}
