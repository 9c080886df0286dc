/** Why the engine refused its input; the server maps these to 409 or 422. */
export type CompetitionErrorCode =
  | 'TOO_FEW_ENTRANTS'
  | 'TOO_MANY_ENTRANTS'
  | 'DUPLICATE_ENTRANT'
  | 'UNKNOWN_ENTRANT'
  | 'UNKNOWN_MATCH'
  | 'MATCH_NOT_READY'
  | 'NO_PAIRING'
  | 'INVALID_RESULT';

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
