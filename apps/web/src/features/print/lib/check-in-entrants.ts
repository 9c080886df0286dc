import type { TournamentDetail } from '@courtside/shared/api/tournament';

/** One line of the paper check-in list: a player in singles, a team (and its players) in doubles. */
export interface CheckInEntrant {
  /** The entrant id: the player's user id, or the team's id. */
  id: string;
  name: string;
  /** The team's players ("Kim Lobber, Lee Volley"); empty for a player. */
  members: string[];
}

const byName = (a: CheckInEntrant, b: CheckInEntrant) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id.localeCompare(b.id);

/**
 * The entrants the desk checks in, sorted by name: the players, or in doubles the teams formed
 * and the players not in one yet. An entrant who withdrew (rule 12.G) is not on the list.
 */
export function checkInEntrants(t: TournamentDetail): CheckInEntrant[] {
  const teams = t.teams.filter((team) => !team.withdrawnAt);
  const inTeam = new Set(teams.flatMap((team) => team.playerIds));
  const players = t.participants
    .filter((p) => !p.withdrawnAt && !inTeam.has(p.userId))
    .map((p) => ({ id: p.userId, name: p.user.name, members: [] }));
  const teamLines = teams.map((team) => ({
    id: team.id,
    name: team.name,
    members: team.players.map((p) => p.name),
  }));
  return [...teamLines, ...players].sort(byName);
}
