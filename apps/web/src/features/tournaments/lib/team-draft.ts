import type { SaveTeamsInput, TournamentDetail } from '@courtside/shared/api/tournament';
import { defaultTeamName, pairTeamsByRating } from '@courtside/shared/domain/teams';

/** A team being formed in the Form Teams dialog. */
export interface DraftTeam {
  key: string;
  /** Only meaningful once the user has typed one; otherwise the default name is shown. */
  name: string;
  isNameEdited: boolean;
  playerIds: string[];
}

/** Where a player can be dropped: the pool of unassigned players or one team. */
export type DropTarget = { kind: 'pool' } | { kind: 'team'; key: string };

export const TEAM_SIZE = 2;

type People = ReadonlyMap<string, { name: string }>;

let nextKey = 0;
const newKey = () => `new-${(nextKey += 1)}`;

export const emptyTeam = (): DraftTeam => ({
  key: newKey(),
  name: '',
  isNameEdited: false,
  playerIds: [],
});

/**
 * The saved teams, or (with none yet) as many empty teams as the participants
 * can fill, so the organizer starts with slots to drop players into.
 */
export function initialDraft(t: TournamentDetail): DraftTeam[] {
  const participantIds = new Set(t.participants.map((p) => p.userId));
  if (t.teams.length > 0) {
    return t.teams.map((team) => {
      const playerIds = team.playerIds.filter((id) => participantIds.has(id));
      const [a, b] = team.players;
      const isDefault = a && b ? team.name === defaultTeamName(a, b) : false;
      return { key: team.id, name: team.name, isNameEdited: !isDefault, playerIds };
    });
  }
  const count = Math.max(1, Math.floor(t.participants.length / TEAM_SIZE));
  return Array.from({ length: count }, emptyTeam);
}

/** The saved teams whose two players both still hold a place: Auto Create keeps them. */
export function formedTeams(t: TournamentDetail): DraftTeam[] {
  return initialDraft(t).filter(
    (team) => t.teams.some((saved) => saved.id === team.key) && team.playerIds.length === TEAM_SIZE,
  );
}

/**
 * Auto Create Teams as a draft: the teams already formed (partners who chose each other,
 * decision 038, or the organizer's) kept, and the players without one paired by rating
 * (strongest with weakest); nothing saved until the organizer saves the dialog (Cancel undoes
 * the suggestion).
 */
export function autoDraft(t: TournamentDetail): DraftTeam[] {
  const kept = formedTeams(t);
  const teamed = new Set(kept.flatMap((team) => team.playerIds));
  const { teams } = pairTeamsByRating(
    t.participants
      .filter((p) => !teamed.has(p.userId))
      .map((p) => ({ id: p.userId, name: p.user.name, rating: p.user.rating ?? null })),
  );
  return [...kept, ...teams.map((team) => ({ ...emptyTeam(), playerIds: [...team.playerIds] }))];
}

/** The name a team shows: the user's, else "Alex & Sam" once full, else "Team n". */
export function teamDisplayName(team: DraftTeam, index: number, people: People): string {
  if (team.isNameEdited && team.name.trim()) return team.name.trim();
  const [a, b] = team.playerIds.map((id) => people.get(id));
  return a && b ? defaultTeamName(a, b) : `Team ${index + 1}`;
}

export const isTeamFull = (team: DraftTeam) => team.playerIds.length >= TEAM_SIZE;

/**
 * Moves a player to the pool or into a team with a free place (a player is in
 * one team only). Returns null when the team is full, so nothing moves.
 */
export function movePlayer(
  teams: DraftTeam[],
  playerId: string,
  target: DropTarget,
): DraftTeam[] | null {
  const destination = target.kind === 'team' ? teams.find((t) => t.key === target.key) : null;
  if (destination?.playerIds.includes(playerId)) return teams;
  if (destination && isTeamFull(destination)) return null;
  return teams.map((team) => {
    const without = team.playerIds.filter((id) => id !== playerId);
    if (team === destination) return { ...team, playerIds: [...without, playerId] };
    return without.length === team.playerIds.length ? team : { ...team, playerIds: without };
  });
}

/** Participants not in any team. */
export function unassigned<T extends { userId: string }>(
  participants: T[],
  teams: DraftTeam[],
): T[] {
  const taken = new Set(teams.flatMap((t) => t.playerIds));
  return participants.filter((p) => !taken.has(p.userId));
}

/** The POST body: full teams only (spec section 5), named as shown. */
export function toSaveInput(teams: DraftTeam[], people: People): SaveTeamsInput {
  return {
    teams: teams
      .map((team, index) => ({ team, index }))
      .filter(({ team }) => isTeamFull(team))
      .map(({ team, index }) => ({
        name: teamDisplayName(team, index, people),
        playerIds: team.playerIds.slice(0, TEAM_SIZE),
      })),
  };
}
