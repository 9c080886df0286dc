/**
 * The rounds of a bracket in play order, for its progress ("Round 3 of 6", spec section 3
 * "Stats"). A match's play round is its own round, or one more than the latest match feeding
 * it, whichever is later: a knockout's rounds stay as they are, and a double elimination's
 * losers' rounds, which wait for the winners' round that drops players into them, count
 * between them (8 entrants: winners' 3 rounds, losers' 4 and the grand final make 6 play
 * rounds, 7 with the reset), where the largest stage round alone said "Round 4 of 4".
 */
export interface ProgressMatch {
  key: string;
  round: number;
  status: string;
  winnerToKey: string | null;
  loserToKey: string | null;
}

export function playRounds(matches: readonly ProgressMatch[]): {
  currentRound: number;
  totalRounds: number;
} {
  const counted = matches.filter((m) => m.status !== 'cancelled');
  const byKey = new Map(counted.map((m) => [m.key, m]));
  const feeders = new Map<string, ProgressMatch[]>();
  for (const m of counted) {
    for (const to of [m.winnerToKey, m.loserToKey]) {
      if (to && byKey.has(to)) feeders.set(to, [...(feeders.get(to) ?? []), m]);
    }
  }
  const level = new Map<string, number>();
  const levelOf = (m: ProgressMatch, depth = 0): number => {
    const known = level.get(m.key);
    if (known !== undefined) return known;
    // Links always run forward; the depth guard only keeps bad data from looping.
    const before = depth > counted.length ? [] : (feeders.get(m.key) ?? []);
    const value = Math.max(m.round, ...before.map((f) => levelOf(f, depth + 1) + 1));
    level.set(m.key, value);
    return value;
  };
  const levels = counted.map((m) => levelOf(m));
  const totalRounds = Math.max(0, ...levels);
  const open = counted.filter((m) => m.status !== 'completed').map((m) => level.get(m.key)!);
  return { currentRound: open.length > 0 ? Math.min(...open) : totalRounds, totalRounds };
}
