import { eq } from 'drizzle-orm';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import { generateGroupKnockout } from '@courtside/shared/domain/competition/group-knockout';
import { pairSwissRound, swissRoundCount } from '@courtside/shared/domain/competition/swiss';
import type { CompetitionMatch } from '@courtside/shared/domain/competition/types';
import type { Db } from '../../db/client';
import { matches, type MatchRow, type TournamentRow, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertOwner, lockTournament } from '../tournaments/tournament-access';
import type { EntrantInfo } from './entrants';
import { loadEntrants } from './entrants';
import { mailMatchesSet } from './match-mails';
import { completeIfDone } from './complete-tournament';
import { replanSchedule } from './schedule';
import { settleWithdrawals } from './withdrawals';
import { computeStandings, swissByes, toResult } from './standings';
import { toMatchRows } from './start-tournament';

const refuse = () => new AppError('CONFLICT', MATCH_MESSAGES.nextRoundFailed);

/** The next stage's matches, or a refusal while the current one is still being played. */
export function nextMatches(
  tournament: TournamentRow,
  entrants: EntrantInfo[],
  rows: MatchRow[],
): CompetitionMatch[] {
  if (rows.some((r) => r.status !== 'completed' && r.status !== 'cancelled')) throw refuse();
  if (tournament.format === 'swiss') {
    const round = Math.max(0, ...rows.map((r) => r.round));
    if (round >= swissRoundCount(entrants.length)) throw refuse();
    const results = rows.map(toResult).filter((r) => r !== null);
    return pairSwissRound(entrants, { results, byes: swissByes(entrants, rows) }, round + 1)
      .matches;
  }
  if (
    tournament.format === 'round-robin' &&
    tournament.knockoutEnabled &&
    !rows.some((r) => r.stage === 'knockout')
  ) {
    const standings = computeStandings(tournament, entrants, rows);
    const labels = [...new Set(standings.map((s) => s.group ?? 'A'))];
    const groups = labels.map((label) => ({
      label,
      rows: standings.filter((s) => (s.group ?? 'A') === label),
    }));
    return generateGroupKnockout(groups, tournament.advanceCount, {
      hasBronzeMatch: tournament.hasBronzeMatch,
    }).matches;
  }
  throw refuse();
}

/**
 * POST /api/matches/tournament/{id}/next-round (owner, ongoing): the next
 * Swiss round once the current one is complete, or a round robin's knockout
 * stage (the top `advanceCount` of each group, group winners kept apart) once
 * every group match is played. 409 with the spec's message otherwise.
 */
export async function generateNextRound(
  db: Db,
  organizer: UserRow,
  id: string,
  publicUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, id);
    assertOwner(tournament, organizer);
    if (tournament.status !== 'ongoing') throw refuse();
    // Extra matches scheduled by hand stand outside the stages.
    const rows = (await tx.select().from(matches).where(eq(matches.tournamentId, id))).filter(
      (r) => r.stage !== 'extra',
    );
    const entrants = await loadEntrants(tx, tournament);
    const generated = nextMatches(tournament, entrants, rows);
    // Group knockout keys (KO-...) and Swiss keys (SW-R{n}-...) never collide with earlier rows.
    if (generated.length > 0) await tx.insert(matches).values(toMatchRows(id, generated));
    // A withdrawn entrant drawn into the new round gives its opponent a walkover (rule 12.G).
    const settled = await settleWithdrawals(tx, tournament, entrants, new Date());
    if (settled.completed.length > 0) await completeIfDone(tx, tournament, entrants);
    await replanSchedule(tx, tournament);
    await mailMatchesSet(
      tx,
      tournament,
      'next',
      publicUrl,
      generated.map((m) => m.key),
    );
  });
}
