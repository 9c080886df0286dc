/** A player as team pairing sees them. */
export interface RatedPlayer {
  id: string;
  name: string;
  rating: number | null;
}

export interface ProposedTeam {
  name: string;
  playerIds: [string, string];
}

/** A team's default name: the two players' first names, "Alex & Sam". */
export function defaultTeamName(a: { name: string }, b: { name: string }): string {
  const first = (name: string) => name.trim().split(/\s+/)[0] ?? name;
  return `${first(a.name)} & ${first(b.name)}`;
}

/**
 * Pairs players into balanced doubles teams: sorted by rating, the strongest
 * plays with the weakest, the second strongest with the second weakest, and so
 * on. Unrated players count as the weakest. With an odd number of players the
 * middle one is left over (returned in `unpaired`): only full teams are saved.
 */
export function pairTeamsByRating(players: readonly RatedPlayer[]): {
  teams: ProposedTeam[];
  unpaired: RatedPlayer[];
} {
  const sorted = [...players].sort(
    (a, b) => (b.rating ?? -Infinity) - (a.rating ?? -Infinity) || a.name.localeCompare(b.name),
  );
  const teams: ProposedTeam[] = [];
  let low = sorted.length - 1;
  for (let high = 0; high < low; high += 1, low -= 1) {
    const strong = sorted[high]!;
    const weak = sorted[low]!;
    teams.push({ name: defaultTeamName(strong, weak), playerIds: [strong.id, weak.id] });
  }
  const unpaired = sorted.length % 2 === 1 ? [sorted[Math.floor(sorted.length / 2)]!] : [];
  return { teams, unpaired };
}
