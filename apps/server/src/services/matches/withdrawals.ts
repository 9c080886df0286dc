import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import { specialResultGames } from '@courtside/shared/domain/competition/special-result';
import type { Side } from '@courtside/shared/domain/competition/types';
import type { Tx } from '../../db/client';
import {
  matches,
  teams,
  tournamentParticipants,
  type MatchRow,
  type TournamentRow,
} from '../../db/schema';
import { completeWithSpecialResult } from './complete-special-result';
import { isTeamTournament, loadEntrants, type EntrantInfo } from './entrants';
import { scoringFormatOf } from './scoring-format';

/** The ids of the tournament's withdrawn entrants: players (singles) or teams (doubles). */
export async function withdrawnEntrantIds(tx: Tx, tournament: TournamentRow): Promise<Set<string>> {
  const rows = isTeamTournament(tournament)
    ? await tx
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.tournamentId, tournament.id), isNotNull(teams.withdrawnAt)))
    : await tx
        .select({ id: tournamentParticipants.userId })
        .from(tournamentParticipants)
        .where(
          and(
            eq(tournamentParticipants.tournamentId, tournament.id),
            isNotNull(tournamentParticipants.withdrawnAt),
          ),
        );
  return new Set(rows.map((r) => r.id));
}

/**
 * Rule 12.G (decision 024): a withdrawn entrant plays no further match. Every open match
 * with both sides known and a withdrawn entrant on one of them is completed through the
 * special-result write (`completeWithSpecialResult`): a walkover for the opponent, or, when
 * games were already played, a retirement (12.F) keeping them. A result can place a
 * withdrawn entrant (or its opponent) into a further match, so this repeats until no such
 * match is left; that is also how an opponent who arrives later gets the walkover. When
 * both sides have withdrawn, side 1 (the better-placed slot) is given the walkover, so the
 * bracket still moves on, and its next opponent gets a walkover in turn.
 * The caller holds the tournament's lock; returns the completed matches and the keys of the
 * matches their results fed (for the "next match" mails).
 */
export async function settleWithdrawals(
  tx: Tx,
  tournament: TournamentRow,
  entrants: readonly EntrantInfo[] | null,
  now: Date,
): Promise<{ completed: MatchRow[]; fedKeys: string[] }> {
  const completed: MatchRow[] = [];
  const fedKeys: string[] = [];
  const withdrawn = await withdrawnEntrantIds(tx, tournament);
  if (withdrawn.size === 0) return { completed, fedKeys };
  const everyone = entrants ?? (await loadEntrants(tx, tournament));
  const format = scoringFormatOf(tournament);
  for (;;) {
    const open = await tx
      .select()
      .from(matches)
      .where(
        and(
          eq(matches.tournamentId, tournament.id),
          notInArray(matches.status, ['completed', 'cancelled']),
        ),
      );
    const row = open
      .filter(
        (r) =>
          r.side1Id !== null &&
          r.side2Id !== null &&
          (withdrawn.has(r.side1Id) || withdrawn.has(r.side2Id)),
      )
      .sort((a, b) => a.round - b.round || a.key.localeCompare(b.key))[0];
    if (!row) return { completed, fedKeys };
    const side1 = everyone.find((e) => e.id === row.side1Id);
    const side2 = everyone.find((e) => e.id === row.side2Id);
    if (!side1 || !side2) throw new Error(`Match ${row.key} names an entrant who is not entered`);
    const winner: Side = withdrawn.has(side1.id) && !withdrawn.has(side2.id) ? 'side2' : 'side1';
    const kind = row.games.length > 0 ? 'retirement' : 'walkover';
    const games = specialResultGames(kind, winner, row.games, format);
    completed.push(
      await completeWithSpecialResult(tx, row, [side1, side2], { kind, winner, games, now }),
    );
    for (const key of [row.winnerToKey, row.loserToKey]) if (key !== null) fedKeys.push(key);
  }
}
