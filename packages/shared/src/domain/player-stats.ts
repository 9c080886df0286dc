/**
 * Player statistics (spec sections 2 and 9; ARCHITECTURE.md section 6: "rankings, stats,
 * streaks and form are computed from matches, never placeholders"). Pure functions over a
 * player's completed matches, so the server and any check compute them the same way.
 */

/** One completed match from one player's side. */
export interface PlayerResult {
  matchId: string;
  isWin: boolean;
  /** When the match was completed; the order of results. */
  completedAt: Date;
  /** When play actually began, if recorded. */
  actualStartTime: Date | null;
  /** Points per game, the player's side first. */
  games: readonly (readonly [number, number])[];
  /** The players on the other side (one in singles, two in doubles). */
  opponents: readonly { id: string; name: string }[];
}

/**
 * Win rate of spec section 9: wins divided by (wins + losses) as a rounded percentage,
 * 0 if there are no games.
 */
export function winRate(wins: number, losses: number): number {
  const played = wins + losses;
  return played === 0 ? 0 : Math.round((wins / played) * 100);
}

/** Results latest first: by completion time, then by match id for a stable order. */
export function latestFirst<T extends Pick<PlayerResult, 'completedAt' | 'matchId'>>(
  results: readonly T[],
): T[] {
  return [...results].sort(
    (a, b) => b.completedAt.getTime() - a.completedAt.getTime() || (a.matchId < b.matchId ? 1 : -1),
  );
}

/** The run of equal results that ends with the latest match; null without a match. */
export function currentStreak(
  results: readonly PlayerResult[],
): { result: 'W' | 'L'; length: number } | null {
  const ordered = latestFirst(results);
  const first = ordered[0];
  if (!first) return null;
  let length = 0;
  for (const r of ordered) {
    if (r.isWin !== first.isWin) break;
    length += 1;
  }
  return { result: first.isWin ? 'W' : 'L', length };
}

/** The longest run of consecutive wins, in the order the matches were completed. */
export function longestWinStreak(results: readonly PlayerResult[]): number {
  let longest = 0;
  let run = 0;
  for (const r of latestFirst(results).reverse()) {
    run = r.isWin ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** The shortest start-to-finish that counts as a timed match. */
const MIN_TIMED_MS = 60_000;

/**
 * Average durations from actual start to completion, over matches that have both times:
 * per match, and per game (the total time over the games played in those matches). Null
 * when no match was timed (a match finished within a minute of its start was not). Minutes, one decimal.
 */
export function averageDurations(results: readonly PlayerResult[]): {
  perMatch: number | null;
  perGame: number | null;
} {
  let totalMs = 0;
  let timed = 0;
  let games = 0;
  for (const r of results) {
    if (!r.actualStartTime) continue;
    const ms = r.completedAt.getTime() - r.actualStartTime.getTime();
    // Under a minute is a result entered in one go after play, not a timed match: unknown.
    if (ms < MIN_TIMED_MS) continue;
    totalMs += ms;
    timed += 1;
    games += r.games.length;
  }
  const minutes = (ms: number) => Math.round((ms / 60_000) * 10) / 10;
  return {
    perMatch: timed === 0 ? null : minutes(totalMs / timed),
    perGame: games === 0 ? null : minutes(totalMs / games),
  };
}

/**
 * The opponent met most often; ties go to the one met most recently. In doubles each
 * opposing player counts as met. Null without a match.
 */
export function favoriteOpponent(
  results: readonly PlayerResult[],
): { id: string; name: string; matches: number; wins: number; losses: number } | null {
  const met = new Map<
    string,
    { id: string; name: string; matches: number; wins: number; losses: number; last: number }
  >();
  for (const r of results) {
    for (const o of r.opponents) {
      const entry = met.get(o.id) ?? { ...o, matches: 0, wins: 0, losses: 0, last: 0 };
      entry.matches += 1;
      if (r.isWin) entry.wins += 1;
      else entry.losses += 1;
      entry.last = Math.max(entry.last, r.completedAt.getTime());
      met.set(o.id, entry);
    }
  }
  let best: (typeof met extends Map<string, infer V> ? V : never) | null = null;
  for (const entry of met.values()) {
    if (
      !best ||
      entry.matches > best.matches ||
      (entry.matches === best.matches && entry.last > best.last)
    ) {
      best = entry;
    }
  }
  if (!best) return null;
  const { last: _last, ...opponent } = best;
  return opponent;
}

/** Games (sets) won and lost across the matches. */
export function setTotals(results: readonly PlayerResult[]): { won: number; lost: number } {
  let won = 0;
  let lost = 0;
  for (const r of results) {
    for (const [own, other] of r.games) {
      if (own > other) won += 1;
      else if (other > own) lost += 1;
    }
  }
  return { won, lost };
}

/**
 * The best rating held: the highest value before or after any rated match. Null when the
 * player has never been rated.
 */
export function bestRating(history: readonly { before: number; after: number }[]): number | null {
  if (history.length === 0) return null;
  return Math.max(...history.flatMap((h) => [h.before, h.after]));
}
