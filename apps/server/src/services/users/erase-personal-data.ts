import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DELETED_PLAYER_NAME } from '@courtside/shared/constants';
import { defaultTeamName } from '@courtside/shared/domain/teams';
import type { Tx } from '../../db/client';
import {
  calendarFeeds,
  contactMessages,
  emailTokens,
  eventEligibilityOverrides,
  partnerRequests,
  loginChallenges,
  matchScoreKeepers,
  outboxEmails,
  rateLimits,
  recoveryCodes,
  sessions,
  teamMembers,
  teams,
  tournamentDeskStaff,
  tournamentInvitations,
  tournamentParticipants,
  tournamentReopenings,
  tournaments,
  tournamentScoreKeepers,
  tournamentWaitlist,
  userImages,
  userTwoFactor,
  weeklyDigests,
  type UserRow,
} from '../../db/schema';

/** Whether a text column holds the address anywhere (a reply-to, a mail's text). */
const holds = (column: PgColumn, email: string): SQL =>
  sql`strpos(lower(coalesce(${column}, '')), ${email}) > 0`;
/** Whether a rate-limit key counts for this subject (`...|email:a@b.c`, `...|user:{id}`). */
const keyFor = (subject: string): SQL =>
  sql`right(${rateLimits.key}, ${subject.length + 1}) = ${`|${subject}`}`;

/**
 * The rows of an account being deleted that hold its personal data, table by table
 * (decision 010 lists every table): what is only theirs is deleted; where others' results
 * recorded their name as text (champions, default team names) it becomes 'Deleted player'.
 * The users row itself is anonymised by the caller. Runs in the deletion's transaction.
 */
export async function erasePersonalData(tx: Tx, user: UserRow): Promise<void> {
  const { id, email, name } = user;
  await tx.delete(tournamentWaitlist).where(eq(tournamentWaitlist.userId, id));
  for (const table of [
    sessions,
    emailTokens,
    loginChallenges,
    userTwoFactor,
    recoveryCodes,
    userImages,
    weeklyDigests,
    matchScoreKeepers,
    tournamentDeskStaff,
    calendarFeeds,
    tournamentScoreKeepers,
    eventEligibilityOverrides,
  ]) {
    await tx.delete(table).where(eq(table.userId, id));
  }
  await tx
    .delete(tournamentInvitations)
    .where(or(eq(tournamentInvitations.invitedBy, id), eq(tournamentInvitations.email, email)));
  // Partner requests they sent, were sent, or that went to their address (decision 038).
  await tx
    .delete(partnerRequests)
    .where(
      or(
        eq(partnerRequests.senderId, id),
        eq(partnerRequests.recipientId, id),
        eq(partnerRequests.email, email.toLowerCase()),
      ),
    );
  await tx.delete(contactMessages).where(eq(contactMessages.email, email));
  // Mails to them, and mails carrying their address: their contact-form and contact-organizer
  // messages (reply-to and text). Mails that only name them went to others and are theirs.
  await tx
    .delete(outboxEmails)
    .where(
      or(
        eq(outboxEmails.to, email),
        holds(outboxEmails.replyTo, email),
        holds(outboxEmails.text, email),
      ),
    );
  // Counters of the rate limits keyed by their address or id (PostgreSQL only; PGlite counts
  // in memory, where they expire within the window).
  await tx.delete(rateLimits).where(or(keyFor(`email:${email}`), keyFor(`user:${id}`)));
  await anonymiseChampion(tx, id, name);
  await anonymiseTeamNames(tx, id, name);
}

/**
 * Tournaments they won keep the result but not their name: singles by the winner's id, doubles
 * (recorded as two names) where they played and their current name is recorded.
 */
async function anonymiseChampion(tx: Tx, id: string, name: string) {
  const played = exists(
    tx
      .select({ one: sql`1` })
      .from(tournamentParticipants)
      .where(
        and(
          eq(tournamentParticipants.tournamentId, tournaments.id),
          eq(tournamentParticipants.userId, id),
        ),
      ),
  );
  const replaced = (column: PgColumn) =>
    sql`case when ${column} = ${name} then ${DELETED_PLAYER_NAME} else ${column} end`;
  await tx
    .update(tournaments)
    .set({ winnerName: DELETED_PLAYER_NAME })
    .where(eq(tournaments.winnerId, id));
  await tx
    .update(tournaments)
    .set({
      winnerName: replaced(tournaments.winnerName),
      winnerPartner: replaced(tournaments.winnerPartner),
    })
    .where(and(or(eq(tournaments.winnerName, name), eq(tournaments.winnerPartner, name)), played));
  // A reopening's record of the champion it cleared (decision 027) names them no more either.
  const playedReopened = exists(
    tx
      .select({ one: sql`1` })
      .from(tournamentParticipants)
      .where(
        and(
          eq(tournamentParticipants.tournamentId, tournamentReopenings.tournamentId),
          eq(tournamentParticipants.userId, id),
        ),
      ),
  );
  await tx
    .update(tournamentReopenings)
    .set({
      previousWinnerName: replaced(tournamentReopenings.previousWinnerName),
      previousWinnerPartner: replaced(tournamentReopenings.previousWinnerPartner),
    })
    .where(
      and(
        or(
          eq(tournamentReopenings.previousWinnerName, name),
          eq(tournamentReopenings.previousWinnerPartner, name),
        ),
        playedReopened,
      ),
    );
}

/**
 * No team keeps their first name (issue 23.3): a default name ('Lou & Sam', in either order, or
 * renamed since) and any custom name holding it as a word take 'Deleted' in its place.
 */
async function anonymiseTeamNames(tx: Tx, id: string, name: string) {
  const first = defaultTeamName({ name }, { name: '' }).split(' & ')[0]!;
  if (!first) return;
  const word = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(first)}(?![\\p{L}\\p{N}])`, 'giu');
  const deleted = defaultTeamName({ name: DELETED_PLAYER_NAME }, { name: '' }).split(' & ')[0]!;
  const theirTeams = await tx
    .select({ id: teams.id, name: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, id));
  for (const team of theirTeams) {
    const renamed = team.name.replace(word, deleted);
    if (renamed !== team.name) {
      await tx.update(teams).set({ name: renamed }).where(eq(teams.id, team.id));
    }
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
