import { and, eq, sql } from 'drizzle-orm';
import { EVENT_MESSAGES } from '@courtside/shared/api/event';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import type { Db, Tx } from '../../db/client';
import {
  tournamentParticipants,
  tournaments,
  type TournamentRow,
  type UserRow,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';

export const tournamentNotFound = () => new AppError('NOT_FOUND', TOURNAMENT_MESSAGES.notFound);
const notFound = tournamentNotFound;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from URLs: anything that is not a uuid names no tournament. */
export const isUuid = (id: string) => UUID_PATTERN.test(id);

/** A tournament or an event of one (decision 034): an event's venue-level rights are its tournament's. */
export type TournamentOrEvent = Pick<TournamentRow, 'id' | 'organizerId'> & {
  parentId?: string | null;
};

/** The tournament a row belongs to: itself, or the tournament of an event. */
export const rootIdOf = (row: { id: string; parentId?: string | null }) => row.parentId ?? row.id;

/**
 * The refusal of a full place list: "This tournament is full" for a tournament of one event (the
 * spec's words), "This event is full" for an event of a tournament of several. Read only when
 * refusing: the first event needs one look for a further event.
 */
export async function fullError(
  db: Db | Tx,
  row: Pick<TournamentRow, 'id' | 'parentId'>,
): Promise<AppError> {
  const isEventOfSeveral =
    row.parentId !== null ||
    (
      await db
        .select({ id: tournaments.id })
        .from(tournaments)
        .where(eq(tournaments.parentId, row.id))
        .limit(1)
    ).length > 0;
  return new AppError(
    'TOURNAMENT_FULL',
    isEventOfSeveral ? EVENT_MESSAGES.full : TOURNAMENT_MESSAGES.full,
  );
}

/** The tournament row, or 404. */
export async function findTournament(db: Db | Tx, id: string): Promise<TournamentRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
  if (!row) throw notFound();
  return row;
}

/**
 * One lock order for a tournament's family (decision 036 addendum): the tournament's row is
 * locked before any event's row. A write to an event replans every event's matches on the
 * shared courts under the tournament's row; were that row taken only then, after the event's
 * own match rows were written, two events' writes would wait on each other's rows (PostgreSQL
 * answers one with "deadlock detected"). For a tournament's own row this is the row itself,
 * in the same statement; an event's row follows in a second.
 */
async function lockFamilyHead(tx: Tx, id: string): Promise<TournamentRow | undefined> {
  const parentOf = sql`(select t.parent_id from ${tournaments} t where t.id = ${id})`;
  const [head] = await tx
    .select()
    .from(tournaments)
    .where(sql`${tournaments.id} = coalesce(${parentOf}, ${id}::uuid)`)
    .for('update');
  return head;
}

/**
 * The tournament row locked until the transaction ends (SELECT ... FOR UPDATE):
 * every change that reads then writes places, status or teams goes through
 * here, so two of them on one tournament run one after the other. An event's
 * tournament is locked first (`lockFamilyHead`).
 */
export async function lockTournament(tx: Tx, id: string): Promise<TournamentRow> {
  if (!isUuid(id)) throw notFound();
  const head = await lockFamilyHead(tx, id);
  if (!head) throw notFound();
  if (head.id === id) return head;
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * `lockTournament` and whether `userId` holds a place, read with the row once the family's
 * head is locked. `takePlace` still refuses a second place and the waitlist a player with a
 * place by themselves, whatever this read said.
 */
export async function lockTournamentFor(
  tx: Tx,
  id: string,
  userId: string,
): Promise<{ tournament: TournamentRow; hasPlace: boolean }> {
  if (!isUuid(id)) throw notFound();
  if (!(await lockFamilyHead(tx, id))) throw notFound();
  const place = tx
    .select({ userId: tournamentParticipants.userId })
    .from(tournamentParticipants)
    .where(
      and(
        eq(tournamentParticipants.tournamentId, tournaments.id),
        eq(tournamentParticipants.userId, userId),
      ),
    );
  const [row] = await tx
    .select({ tournament: tournaments, hasPlace: sql<boolean>`exists(${place})` })
    .from(tournaments)
    .where(eq(tournaments.id, id))
    .for('update', { of: tournaments });
  if (!row) throw notFound();
  return row;
}

/** 403 unless `user` organizes this tournament (spec section 6: owner = organizerId). */
export function assertOwner(tournament: TournamentRow, user: UserRow): void {
  if (tournament.organizerId !== user.id) {
    throw new AppError('FORBIDDEN', TOURNAMENT_MESSAGES.onlyOwner);
  }
}

/** 409 unless the tournament is still taking registrations. */
export function assertUpcoming(tournament: TournamentRow, message: string): void {
  if (tournament.status !== 'upcoming') throw new AppError('CONFLICT', message);
}
