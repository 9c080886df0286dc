import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users, type MatchRow, type TournamentRow } from '../../db/schema';
import { enqueueMails } from '../mail/enqueue-mail';
import { scoreAwaitingMail, scoreDisputedMail } from '../mail/tournament-templates';
import { deskUserIds } from '../tournaments/desk-access';
import type { EntrantInfo } from './entrants';

/** The people of `ids`, to mail (their settings decide in `enqueueMails`). */
const peopleOf = (tx: Tx, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx
        .select({ id: users.id, name: users.name, email: users.email, settings: users.settings })
        .from(users)
        .where(inArray(users.id, [...ids]));

/** "11-5, 11-7", as the side that entered it reads it. */
const scoreText = (games: readonly (readonly [number, number])[], enteredBySide1: boolean) =>
  games.map(([a, b]) => (enteredBySide1 ? `${a}-${b}` : `${b}-${a}`)).join(', ');

/**
 * A player's own deciding score waits (decision 027): the other side's players are told, so it
 * does not wait unseen (issue 27's walkthrough). In the score's transaction.
 */
export async function mailScoreAwaiting(
  tx: Tx,
  tournament: TournamentRow,
  row: MatchRow,
  sides: readonly [EntrantInfo | undefined, EntrantInfo | undefined],
  enteredBy: { id: string; name: string },
  publicUrl: string,
) {
  const [side1, side2] = sides;
  if (!side1 || !side2) return;
  const bySide1 = side1.players.some((p) => p.id === enteredBy.id);
  const other = bySide1 ? side2 : side1;
  const people = await peopleOf(
    tx,
    other.players.map((p) => p.id),
  );
  await enqueueMails(
    tx,
    people.map((person) =>
      scoreAwaitingMail(
        person,
        tournament,
        { enteredBy: enteredBy.name, score: scoreText(row.games, bySide1) },
        publicUrl,
      ),
    ),
  );
}

/**
 * The other side disputed a player's score (decision 027): the organizer and the desk staff are
 * told, with the note, since the match now waits for someone to enter it again.
 */
export async function mailScoreDisputed(
  tx: Tx,
  tournament: TournamentRow,
  pairing: string,
  disputedBy: { id: string; name: string },
  note: string | null,
  publicUrl: string,
) {
  const desk = (await deskUserIds(tx, tournament)).filter((id) => id !== disputedBy.id);
  const people = await peopleOf(tx, desk);
  await enqueueMails(
    tx,
    people.map((person) =>
      scoreDisputedMail(
        person,
        tournament,
        { pairing, disputedBy: disputedBy.name, note },
        publicUrl,
      ),
    ),
  );
}
