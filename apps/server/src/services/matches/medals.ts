import type { MedalWon } from '@courtside/shared/api/tournament';
import { medalsOf } from '@courtside/shared/domain/competition/medals';
import { swissRoundCount } from '@courtside/shared/domain/competition/swiss';
import type { MatchRow, TournamentRow } from '../../db/schema';
import type { EntrantInfo } from './entrants';
import type { StandingView } from './standings';

/**
 * The event's medals as far as its matches decided them (`medalsOf`, decision 023's addendum),
 * each with its entrant's name as the standings show it. Extra matches stand outside them.
 */
export function medalsFor(
  tournament: TournamentRow,
  entrants: readonly EntrantInfo[],
  rows: readonly MatchRow[],
  standings: readonly StandingView[],
): MedalWon[] {
  const names = new Map(entrants.map((e) => [e.id, e.name]));
  const awards = medalsOf({
    format: tournament.format,
    numGroups: tournament.numGroups,
    knockoutEnabled: tournament.knockoutEnabled,
    matches: rows
      .filter((r) => r.stage !== 'extra')
      .map((r) => ({
        stage: r.stage,
        round: r.round,
        status: r.status,
        side1: r.side1Id,
        side2: r.side2Id,
        winner: r.winnerId,
      })),
    standings,
    swissRounds: tournament.format === 'swiss' ? swissRoundCount(entrants.length) : undefined,
  });
  return awards.flatMap((a) => {
    const name = names.get(a.entrantId);
    return name === undefined ? [] : [{ ...a, name }];
  });
}
