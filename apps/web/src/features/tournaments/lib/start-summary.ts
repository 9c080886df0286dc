import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { isTeamType } from '@/lib/tournaments/labels';
import { countOf } from '@/lib/plural';

/**
 * What starting a tournament generates, in the confirmation's words: "A
 * knockout bracket for 8 players", "Round-robin matches in 2 groups for 8
 * players", "The first Swiss round for 6 teams". Doubles entrants are teams.
 */
export function startSummary(t: TournamentDetail): string {
  const entrants = isTeamType(t.type)
    ? countOf(t.teams.length, 'team')
    : countOf(t.participants.length, 'player');
  switch (t.format) {
    case 'knockout':
      return `A knockout bracket for ${entrants}`;
    case 'round-robin':
      return t.numGroups > 1
        ? `Round-robin matches in ${t.numGroups} groups for ${entrants}`
        : `Round-robin matches for ${entrants}`;
    case 'swiss':
      return `The first Swiss round for ${entrants}`;
    case 'double-elimination':
      return `A double elimination bracket for ${entrants}`;
    case 'consolation':
      return `A knockout bracket with a consolation bracket for ${entrants}`;
  }
}
