import { DESK_MESSAGES } from '@courtside/shared/api/desk';
import type { CallBlocker, DeskMatch } from '@courtside/shared/domain/competition/desk';
import { formatMatchTime } from '@courtside/shared/time/match-time';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { tournamentParticipants, type MatchRow, type TournamentRow } from '../../db/schema';
import type { EntrantInfo } from '../matches/entrants';
import { playOrder } from '../matches/schedule';

const MINUTE = 60_000;

/** The tournament's rows as the desk rules read them, in the planner's order. */
export function toDeskMatches(
  rows: readonly MatchRow[],
  entrants: ReadonlyMap<string, EntrantInfo>,
): DeskMatch[] {
  return [...rows].sort(playOrder).map((row, order) => ({
    id: row.id,
    status: row.status,
    sideIds: [row.side1Id, row.side2Id],
    playerIds: [row.side1Id, row.side2Id].flatMap((id) =>
      id ? (entrants.get(id)?.players.map((p) => p.id) ?? []) : [],
    ),
    courtId: row.courtId,
    startTime: row.startTime?.getTime() ?? null,
    calledAt: row.calledAt?.getTime() ?? null,
    completedAt: row.completedAt?.getTime() ?? null,
    order,
  }));
}

export const restMsOf = (tournament: TournamentRow) => tournament.restMinutes * MINUTE;

/**
 * The players checked in (decision 025) when the tournament uses check-in, else null: the desk
 * then waits for nobody's check-in.
 */
export async function checkedInPlayers(
  db: Db | Tx,
  tournament: TournamentRow,
): Promise<Set<string> | null> {
  if (!tournament.checkInOpensAt) return null;
  const rows = await db
    .select({ userId: tournamentParticipants.userId })
    .from(tournamentParticipants)
    .where(
      and(
        eq(tournamentParticipants.tournamentId, tournament.id),
        isNotNull(tournamentParticipants.checkedInAt),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/** A blocker as one sentence (a 409's message): several resting players joined by "; ". */
export const blockerText = (...args: Parameters<typeof blockerTexts>): string =>
  blockerTexts(...args).join('; ');

/**
 * What the desk reads for a blocker: "Ann Lee is on Court 2"; one sentence per resting player,
 * "Ann Lee is resting until 10:40 AM EDT" (the venue's clock, with its zone).
 */
export function blockerTexts(
  blocker: CallBlocker,
  match: MatchRow,
  context: {
    tournament: TournamentRow;
    rows: readonly MatchRow[];
    entrants: readonly EntrantInfo[];
    courtNames: ReadonlyMap<string, string>;
  },
): string[] {
  const playerName = (id: string) =>
    context.entrants.flatMap((e) => e.players).find((p) => p.id === id)?.name ?? 'A player';
  const courtName = (id: string | null) =>
    id ? (context.courtNames.get(id) ?? 'a court') : 'a court';
  switch (blocker.code) {
    case 'SIDES_UNKNOWN':
      return [DESK_MESSAGES.sidesUnknown];
    case 'NOT_OPEN':
      return [DESK_MESSAGES.notOpen];
    case 'ALREADY_CALLED':
      return [DESK_MESSAGES.alreadyCalled(courtName(match.courtId))];
    case 'PLAYER_BUSY': {
      const other = context.rows.find((r) => r.id === blocker.matchId);
      const where =
        other?.status === 'in-progress'
          ? `on ${courtName(other.courtId)}`
          : `called to ${courtName(other?.courtId ?? null)}`;
      return [DESK_MESSAGES.playerBusy(playerName(blocker.playerId), where)];
    }
    case 'NOT_CHECKED_IN':
      return [DESK_MESSAGES.notCheckedIn(playerName(blocker.playerId))];
    case 'RESTING': {
      const zone = context.tournament.timeZone;
      return blocker.resting.map(({ playerId, until }) =>
        DESK_MESSAGES.resting(
          playerName(playerId),
          formatMatchTime(new Date(until), zone, zone).venue,
        ),
      );
    }
  }
}
