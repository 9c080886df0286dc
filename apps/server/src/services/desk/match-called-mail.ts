import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users, type MatchRow, type TournamentRow } from '../../db/schema';
import { enqueueMail } from '../mail/enqueue-mail';
import { matchCalledMail } from '../mail/tournament-templates';
import type { EntrantInfo } from '../matches/entrants';
import { wantsMatchMail, type Settings } from '../matches/match-mails';

/**
 * Mails the players of a match just called to a court, through the outbox in the caller's
 * transaction; like the other match mails, only to players whose email notifications and
 * match reminders are on.
 */
export async function mailMatchCalled(
  tx: Tx,
  tournament: TournamentRow,
  row: MatchRow,
  entrants: ReadonlyMap<string, EntrantInfo>,
  courtName: string,
  publicUrl: string,
) {
  const side1 = row.side1Id ? entrants.get(row.side1Id) : undefined;
  const side2 = row.side2Id ? entrants.get(row.side2Id) : undefined;
  if (!side1 || !side2) return;
  const opponentOf = new Map<string, string>();
  for (const p of side1.players) opponentOf.set(p.id, side2.name);
  for (const p of side2.players) opponentOf.set(p.id, side1.name);
  if (opponentOf.size === 0) return;
  const people = await tx
    .select({ id: users.id, name: users.name, email: users.email, settings: users.settings })
    .from(users)
    .where(inArray(users.id, [...opponentOf.keys()]));
  for (const person of people) {
    if (!wantsMatchMail(person.settings as Settings)) continue;
    await enqueueMail(
      tx,
      matchCalledMail(
        person,
        tournament,
        { opponent: opponentOf.get(person.id)!, court: courtName },
        publicUrl,
      ),
    );
  }
}
