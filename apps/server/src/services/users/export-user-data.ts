import { eq, getTableName, inArray, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { UserExport } from '@courtside/shared/api/user';
import { PRODUCT_NAME } from '@courtside/shared/constants';
import type { Db } from '../../db/client';
import {
  calendarFeeds,
  eventEligibilityOverrides,
  partnerRequests,
  contactMessages,
  emailTokens,
  loginChallenges,
  matchCorrections,
  matchScoreKeepers,
  tournamentDeskStaff,
  tournamentScoreKeepers,
  matches,
  outboxEmails,
  playerResults,
  playerStats,
  ratingHistory,
  recoveryCodes,
  sessions,
  teamMembers,
  teams,
  tournamentInvitations,
  tournamentParticipants,
  tournamentReopenings,
  tournamentWaitlist,
  tournaments,
  userImages,
  userTwoFactor,
  users,
  weeklyDigests,
  type UserRow,
} from '../../db/schema';
import { toPublicUser } from '../viewer/own-user';
import { assertSelf } from './privacy';

/**
 * Columns never exported: secrets that would let the file's holder into the account, and the
 * hashes of secrets (a hash of a token or code is what checks it).
 */
const SECRET_COLUMNS = new Set([
  'passwordHash',
  'tokenHash',
  'codeHash',
  'checkInTokenHash',
  'secret',
]);

/**
 * A mailed link's query carries its token (verification, password reset, invitation): the
 * file says where a link led, never the key (issue 22: a reset link's token, exported, reset
 * the password).
 */
const withoutQuery = (text: string) =>
  text.replace(/(https?:\/\/[^\s?#]+)\?[^\s#]*/g, '$1?[removed]');

/** Mails keep their text and links with every link's query removed. */
function withoutLiveLinks(row: Record<string, unknown>): Record<string, unknown> {
  const { text, links } = row as { text: string; links: string[] };
  return { ...row, text: withoutQuery(text), links: links.map(withoutQuery) };
}

/** A row as JSON: dates as ISO strings, bytes as base64, secrets left out. */
function toJson(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (SECRET_COLUMNS.has(key)) continue;
    out[key] =
      value instanceof Date
        ? value.toISOString()
        : value instanceof Uint8Array
          ? Buffer.from(value).toString('base64')
          : value;
  }
  return out;
}

/**
 * GET /api/users/{id}/export (self only): every row stored about the user, table by table
 * (profile, settings, sessions, tournaments, places, teams, matches, ratings, messages, mails,
 * picture, two-factor state...), as the JSON file the Export My Data button downloads. No live
 * secret: no password, token, code or TOTP secret, nor their hashes, nor a mailed link's token.
 */
export async function exportUserData(
  db: Db,
  viewer: UserRow,
  id: string,
  publicUrl: string,
): Promise<UserExport> {
  assertSelf(viewer, id);
  const { email } = viewer;
  const teamIds = db
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, id));
  const sides = or(
    eq(matches.side1Id, id),
    eq(matches.side2Id, id),
    inArray(matches.side1Id, teamIds),
    inArray(matches.side2Id, teamIds),
  );
  const sources: [PgTable, SQL | undefined][] = [
    [users, eq(users.id, id)],
    [sessions, eq(sessions.userId, id)],
    [emailTokens, eq(emailTokens.userId, id)],
    [loginChallenges, eq(loginChallenges.userId, id)],
    [userTwoFactor, eq(userTwoFactor.userId, id)],
    [recoveryCodes, eq(recoveryCodes.userId, id)],
    [userImages, eq(userImages.userId, id)],
    [tournaments, or(eq(tournaments.organizerId, id), eq(tournaments.winnerId, id))],
    [tournamentParticipants, eq(tournamentParticipants.userId, id)],
    [tournamentWaitlist, eq(tournamentWaitlist.userId, id)],
    [
      tournamentInvitations,
      or(eq(tournamentInvitations.invitedBy, id), eq(tournamentInvitations.email, email)),
    ],
    [teams, inArray(teams.id, teamIds)],
    [teamMembers, eq(teamMembers.userId, id)],
    [matches, sides],
    [matchScoreKeepers, eq(matchScoreKeepers.userId, id)],
    [tournamentDeskStaff, eq(tournamentDeskStaff.userId, id)],
    [tournamentScoreKeepers, eq(tournamentScoreKeepers.userId, id)],
    [matchCorrections, eq(matchCorrections.correctedBy, id)],
    [tournamentReopenings, eq(tournamentReopenings.reopenedBy, id)],
    [ratingHistory, eq(ratingHistory.userId, id)],
    [playerResults, eq(playerResults.userId, id)],
    [playerStats, eq(playerStats.userId, id)],
    [contactMessages, eq(contactMessages.email, email)],
    [outboxEmails, eq(outboxEmails.to, email)],
    [weeklyDigests, eq(weeklyDigests.userId, id)],
    [calendarFeeds, eq(calendarFeeds.userId, id)],
    [
      eventEligibilityOverrides,
      or(eq(eventEligibilityOverrides.userId, id), eq(eventEligibilityOverrides.grantedBy, id)),
    ],
    [
      partnerRequests,
      or(
        eq(partnerRequests.senderId, id),
        eq(partnerRequests.recipientId, id),
        eq(partnerRequests.email, email.toLowerCase()),
      ),
    ],
  ];
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const [table, where] of sources) {
    const rows = (await db.select().from(table).where(where)) as Record<string, unknown>[];
    const shown = table === outboxEmails ? rows.map(withoutLiveLinks) : rows;
    tables[getTableName(table)] = shown.map(toJson);
  }
  return {
    product: PRODUCT_NAME,
    exportedAt: new Date().toISOString(),
    user: toPublicUser(viewer, publicUrl),
    tables,
  };
}
