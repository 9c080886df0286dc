import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  decideResult,
  type BracketMatch,
  type ResultChanges,
} from '@courtside/shared/domain/competition/knockout-advance';
import { BRACKET_STAGES } from '@courtside/shared/domain/competition/statuses';
import type { Side, SlotIndex } from '@courtside/shared/domain/competition/types';
import type { Tx } from '../../db/client';
import { matches, type MatchRow } from '../../db/schema';

/** A match that has begun: completed, in progress, or with a game or an actual start. */
export const hasStarted = (row: MatchRow) =>
  row.status === 'completed' ||
  row.status === 'in-progress' ||
  row.actualStartTime !== null ||
  row.games.length > 0;

/** What a reset match goes back to: scheduled, no games, no winner. */
export const RESET = {
  games: [] as [number, number][],
  status: 'scheduled' as const,
  winnerId: null,
  resultKind: null,
  actualStartTime: null,
  completedAt: null,
  // A call to a court was for the sides it had (issue 27): the desk calls it again.
  calledAt: null,
  calledBy: null,
  // The score it had is gone, and with it any wait for its confirmation (decision 027): who
  // entered, confirmed or disputed it was about games no longer there.
  awaitingConfirmation: false,
  scoreEnteredBy: null,
  scoreEnteredAt: null,
  scoreConfirmedBy: null,
  scoreConfirmedAt: null,
  confirmationKind: null,
  disputedBy: null,
  disputeNote: null,
};

const link = (key: string | null, slot: number | null) =>
  key !== null && slot !== null ? { key, slot: slot as SlotIndex } : null;

/**
 * How far a stored match got, as the rule reads it. Only a grand final's "if necessary" match
 * is `cancelled` to the rule (it comes back when needed); a match the organizer cancelled by
 * hand (PUT .../status) reads as before, open or started.
 */
function progressOf(row: MatchRow): BracketMatch['progress'] {
  if (row.status === 'completed') return 'completed';
  if (row.status === 'cancelled' && row.stage === 'grand-final') return 'cancelled';
  return hasStarted(row) ? 'started' : 'open';
}

/** A stored match as the engine's bracket rule reads it. */
export function toBracketMatch(row: MatchRow): BracketMatch {
  return {
    key: row.key,
    sides: [row.side1Id, row.side2Id],
    winnerTo: link(row.winnerToKey, row.winnerToSlot),
    loserTo: link(row.loserToKey, row.loserToSlot),
    progress: progressOf(row),
  };
}

/**
 * Writes what the bracket rule decided (`decideResult`): the reset matches
 * back to scheduled (a cancelled "if necessary" match needed again among them),
 * the matches no longer to be played cancelled, then each fed match's slots,
 * one update per match.
 */
export async function writeResultChanges(
  tx: Tx,
  tournamentId: string,
  changes: Pick<ResultChanges, 'fills' | 'resets'> & Partial<Pick<ResultChanges, 'cancels'>>,
): Promise<void> {
  const inTournament = (keys: string[]) =>
    and(eq(matches.tournamentId, tournamentId), inArray(matches.key, keys));
  if (changes.resets.length > 0) {
    await tx
      .update(matches)
      .set({ ...RESET, version: sql`${matches.version} + 1` })
      .where(inTournament(changes.resets));
  }
  if (changes.cancels && changes.cancels.length > 0) {
    await tx
      .update(matches)
      .set({ ...RESET, status: 'cancelled', version: sql`${matches.version} + 1` })
      .where(inTournament(changes.cancels));
  }
  const byKey = new Map<string, Partial<MatchRow>>();
  for (const { key, slot, entrantId } of changes.fills) {
    const set = byKey.get(key) ?? {};
    if (slot === 0) set.side1Id = entrantId;
    else set.side2Id = entrantId;
    byKey.set(key, set);
  }
  for (const [key, set] of byKey) {
    // A side placed anew: a call to a court was for the sides it had (issue 27).
    await tx
      .update(matches)
      .set({ ...set, calledAt: null, calledBy: null, version: sql`${matches.version} + 1` })
      .where(inTournament([key]));
  }
}

/**
 * Places a decided match's winner (and a semifinal's or a double elimination's
 * loser) where the one bracket rule says (`decideResult`), and writes it, with
 * a grand final's "if necessary" match cancelled when it is not needed.
 */
export async function advance(tx: Tx, row: MatchRow, winner: Side) {
  if (!row.winnerToKey && !row.loserToKey) return;
  // The bracket stages only: a round robin's group matches stay unread.
  const rows = await tx
    .select()
    .from(matches)
    .where(
      and(eq(matches.tournamentId, row.tournamentId), inArray(matches.stage, [...BRACKET_STAGES])),
    );
  const changes = decideResult(rows.map(toBracketMatch), row.key, winner);
  await writeResultChanges(tx, row.tournamentId, changes);
}
