import type { Match } from '@courtside/shared/api/match';

/** The columns a match event carries (`event.data`, migration 0008's trigger). */
export interface MatchEventData {
  status?: Match['status'];
  /** [side1, side2] points per game. */
  games?: [number, number][];
  winnerId?: string | null;
  courtId?: string | null;
  startTime?: string | null;
  side1Id?: string | null;
  side2Id?: string | null;
  version?: number;
  /** When the desk called it to its court (migration 0020); null when not called. */
  calledAt?: string | null;
  /** When it went on court (its first point or its start). */
  actualStartTime?: string | null;
  /** Decision 027: a player's own score awaits confirmation (migration 0022's trigger). */
  awaitingConfirmation?: boolean;
}

type Court = NonNullable<Match['court']>;

/** What applying an event to one cached match did. */
export interface MatchPatchResult<M> {
  match: M;
  /** The status or the winner moved: counters, bracket and standings follow from it. */
  hasOutcomeChanged: boolean;
  /** Something the event cannot fill in (a new side's name, an unknown court): refetch. */
  needsRefetch: boolean;
}

const sameGames = (match: Match, games: [number, number][]) =>
  match.score.player1.length === games.length &&
  games.every(([a, b], i) => match.score.player1[i] === a && match.score.player2[i] === b);

const isoOf = (value: string | null) => {
  if (value === null) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
};

/**
 * Applies a match event's columns to a cached match (a list row, a bracket cell, a detail):
 * score, status, winner, times (planned, called, started) and version in place; the court by its name when `courtOf`
 * knows it. Returns the same object when nothing changed.
 */
export function patchMatch<M extends Match>(
  match: M,
  data: MatchEventData,
  courtOf: (courtId: string) => Court | undefined,
): MatchPatchResult<M> {
  const next: M = { ...match };
  let hasChanged = false;
  let needsRefetch = false;
  if (data.games && !sameGames(match, data.games)) {
    next.score = {
      player1: data.games.map(([a]) => a),
      player2: data.games.map(([, b]) => b),
    };
    hasChanged = true;
  }
  if (data.status !== undefined && data.status !== match.status) {
    next.status = data.status;
    hasChanged = true;
  }
  if (data.winnerId !== undefined && data.winnerId !== match.winner) {
    next.winner = data.winnerId;
    hasChanged = true;
  }
  if (data.startTime !== undefined && isoOf(data.startTime) !== isoOf(match.startTime)) {
    next.startTime = isoOf(data.startTime);
    hasChanged = true;
  }
  if (data.calledAt !== undefined && isoOf(data.calledAt) !== isoOf(match.calledAt)) {
    next.calledAt = isoOf(data.calledAt);
    hasChanged = true;
  }
  if (
    data.actualStartTime !== undefined &&
    isoOf(data.actualStartTime) !== isoOf(match.actualStartTime)
  ) {
    next.actualStartTime = isoOf(data.actualStartTime);
    hasChanged = true;
  }
  if (data.version !== undefined && data.version !== match.version) {
    next.version = data.version;
    hasChanged = true;
  }
  if (data.courtId !== undefined && data.courtId !== match.courtId) {
    const court = data.courtId === null ? null : courtOf(data.courtId);
    if (court === undefined) needsRefetch = true;
    else {
      next.courtId = data.courtId;
      next.court = court;
      hasChanged = true;
    }
  }
  if (
    data.awaitingConfirmation !== undefined &&
    data.awaitingConfirmation !== match.awaitingConfirmation
  ) {
    next.awaitingConfirmation = data.awaitingConfirmation;
    hasChanged = true;
    // Who entered it and who may confirm it are the viewer's to learn from the server.
    needsRefetch = true;
  }
  const hasSideChanged =
    (data.side1Id !== undefined && data.side1Id !== match.player1Id) ||
    (data.side2Id !== undefined && data.side2Id !== match.player2Id);
  if (hasSideChanged) needsRefetch = true;
  return {
    match: hasChanged ? next : match,
    hasOutcomeChanged: next.status !== match.status || next.winner !== match.winner,
    needsRefetch,
  };
}

const isMatchLike = (value: unknown): value is Match =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  'score' in value &&
  'player1Id' in value;

/** What a walk over one cached answer found. */
export interface WalkResult {
  data: unknown;
  isFound: boolean;
  hasOutcomeChanged: boolean;
  needsRefetch: boolean;
}

/**
 * Applies `patch` to the match `id` wherever it sits in a cached answer of the shapes the
 * app keeps: a match (detail), a list of matches, a bracket (`{ bracket: { round: [] } }`),
 * a page (`{ data: [] }`). Unchanged answers come back as the same object.
 */
export function patchMatchIn(
  data: unknown,
  id: string,
  patch: (match: Match) => MatchPatchResult<Match>,
): WalkResult {
  const result: WalkResult = {
    data,
    isFound: false,
    hasOutcomeChanged: false,
    needsRefetch: false,
  };
  const one = (match: Match): Match => {
    if (match.id !== id) return match;
    const patched = patch(match);
    result.isFound = true;
    result.hasOutcomeChanged ||= patched.hasOutcomeChanged;
    result.needsRefetch ||= patched.needsRefetch;
    return patched.match;
  };
  const list = (matches: unknown[]): unknown[] => {
    let hasChanged = false;
    const next = matches.map((m) => {
      if (!isMatchLike(m)) return m;
      const patched = one(m);
      if (patched !== m) hasChanged = true;
      return patched;
    });
    return hasChanged ? next : matches;
  };
  if (isMatchLike(data)) {
    result.data = one(data);
  } else if (Array.isArray(data)) {
    result.data = list(data);
  } else if (typeof data === 'object' && data !== null) {
    const record = data as Record<string, unknown>;
    if (record.bracket && typeof record.bracket === 'object' && !Array.isArray(record.bracket)) {
      const rounds = record.bracket as Record<string, unknown[]>;
      let hasChanged = false;
      const next = Object.fromEntries(
        Object.entries(rounds).map(([round, matches]) => {
          const patched = Array.isArray(matches) ? list(matches) : matches;
          if (patched !== matches) hasChanged = true;
          return [round, patched];
        }),
      );
      if (hasChanged) result.data = { ...record, bracket: next };
    } else if (Array.isArray(record.data)) {
      const patched = list(record.data);
      if (patched !== record.data) result.data = { ...record, data: patched };
    }
  }
  return result;
}
