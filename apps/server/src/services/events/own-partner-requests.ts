/**
 * A player's own partner requests (decision 040): the open requests they sent and those sent to
 * them, the sender's withdrawal, and what the mailed link's page may show its holder. Answering
 * by id goes through `answerPartnerRequest` (partners.ts), the path of the mailed token.
 */
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  PARTNER_MESSAGES,
  type OwnPartnerRequest,
  type PartnerRequestByToken,
} from '@courtside/shared/api/partners';
import type { Db } from '../../db/client';
import {
  partnerRequests,
  tournamentParticipants,
  tournaments,
  users,
  type UserRow,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/tokens';
import { isUuid, lockTournamentFor } from '../tournaments/tournament-access';
import { toParticipantUser, type Audience } from '../viewer/people';
import { personFactColumns } from '../viewer/person-columns';
import { eventNameSqlOf } from './event-name';
import { isAskedOf } from './partners';

const events = alias(tournaments, 'event');
const roots = alias(tournaments, 'root');

/** The event and its tournament (the event itself for a tournament's first event). */
const placeColumns = {
  tournamentId: sql<string>`coalesce(${roots.id}, ${events.id})`,
  tournamentName: sql<string>`coalesce(${roots.name}, ${events.name})`,
  eventId: events.id,
  eventName: eventNameSqlOf(events),
  organizerId: events.organizerId,
  timeZone: sql<string>`coalesce(${roots.timeZone}, ${events.timeZone})`,
};

const isOpen = (now: Date) =>
  and(isNull(partnerRequests.answer), gt(partnerRequests.expiresAt, now));

/**
 * GET /api/tournaments/partner-requests: the caller's open requests, newest first. Sent: the
 * one asked as the caller named them (a player found by name through the participant serializer;
 * an address as typed, never the name of its account). Received: to their account, or (no
 * account asked) to their address; the sender through the participant serializer, no address.
 */
export async function listOwnPartnerRequests(
  db: Db,
  user: UserRow,
  audience: Audience,
): Promise<OwnPartnerRequest[]> {
  const now = new Date();
  const base = {
    id: partnerRequests.id,
    askedBy: partnerRequests.askedBy,
    email: partnerRequests.email,
    createdAt: partnerRequests.createdAt,
    expiresAt: partnerRequests.expiresAt,
    ...placeColumns,
  };
  const other = { ...personFactColumns, deletedAt: users.deletedAt };
  const [sent, received] = await Promise.all([
    db
      .select({ ...base, other })
      .from(partnerRequests)
      .innerJoin(events, eq(events.id, partnerRequests.eventId))
      .leftJoin(roots, eq(roots.id, events.parentId))
      .leftJoin(users, eq(users.id, partnerRequests.recipientId))
      .where(and(eq(partnerRequests.senderId, user.id), isOpen(now))),
    db
      .select({ ...base, other })
      .from(partnerRequests)
      .innerJoin(events, eq(events.id, partnerRequests.eventId))
      .leftJoin(roots, eq(roots.id, events.parentId))
      .innerJoin(users, eq(users.id, partnerRequests.senderId))
      .where(
        and(
          or(
            eq(partnerRequests.recipientId, user.id),
            and(
              isNull(partnerRequests.recipientId),
              eq(partnerRequests.email, user.email.toLowerCase()),
            ),
          ),
          isNull(users.deletedAt),
          isOpen(now),
        ),
      )
      .orderBy(desc(partnerRequests.createdAt)),
  ]);
  const shape = (
    row: (typeof sent)[number],
    direction: OwnPartnerRequest['direction'],
  ): OwnPartnerRequest => {
    const { other: person, organizerId } = row;
    const seen = { ...audience, organizerId };
    const showsPerson =
      direction === 'received' ||
      (row.askedBy === 'name' && person !== null && person.deletedAt === null);
    return {
      id: row.id,
      direction,
      tournamentId: row.tournamentId,
      tournamentName: row.tournamentName,
      eventId: row.eventId,
      eventName: row.eventName,
      other: showsPerson && person ? toParticipantUser(person, seen) : null,
      email: direction === 'sent' && row.askedBy === 'address' ? row.email : null,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      timeZone: row.timeZone,
    };
  };
  return [
    ...sent.map((row) => shape(row, 'sent')),
    ...received.map((row) => shape(row, 'received')),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * POST /api/tournaments/partner-requests/{id}/withdraw: the sender closes their open request
 * (answer 'withdrawn'), under the event's lock then the request's row as every writer of both.
 * 404 for an unknown id, 403 for anyone but the sender, 409 once it is no longer open.
 */
export async function withdrawPartnerRequest(
  db: Db,
  user: UserRow,
  id: string,
): Promise<{ id: string; eventId: string }> {
  const notFound = () => new AppError('NOT_FOUND', PARTNER_MESSAGES.requestNotFound);
  if (!isUuid(id)) throw notFound();
  const [found] = await db
    .select({ eventId: partnerRequests.eventId })
    .from(partnerRequests)
    .where(eq(partnerRequests.id, id));
  if (!found) throw notFound();
  return db.transaction(async (tx) => {
    await lockTournamentFor(tx, found.eventId, user.id);
    const [request] = await tx
      .select()
      .from(partnerRequests)
      .where(eq(partnerRequests.id, id))
      .for('update');
    if (!request) throw notFound();
    if (request.senderId !== user.id) {
      throw new AppError('FORBIDDEN', PARTNER_MESSAGES.onlySenderWithdraws);
    }
    const now = new Date();
    if (request.answer !== null || request.expiresAt <= now) {
      throw new AppError('CONFLICT', PARTNER_MESSAGES.requestGone);
    }
    await tx
      .update(partnerRequests)
      .set({ answer: 'withdrawn', answeredAt: now })
      .where(eq(partnerRequests.id, id));
    return { id, eventId: request.eventId };
  });
}

/**
 * GET /api/tournaments/partner-requests/by-token?token=: what the mail already told the holder of
 * its link (who asks, for which event of which tournament), the request's state, and whether the
 * caller is the one asked. Nobody's address, rating or id beyond the event's.
 */
export async function partnerRequestByToken(
  db: Db,
  user: UserRow,
  token: string,
): Promise<PartnerRequestByToken> {
  const [row] = await db
    .select({
      request: partnerRequests,
      senderName: users.name,
      ...placeColumns,
      isRegistered: sql<boolean>`exists(select 1 from ${tournamentParticipants} p
        where p.tournament_id = ${events.id} and p.user_id = ${user.id})`,
    })
    .from(partnerRequests)
    .innerJoin(events, eq(events.id, partnerRequests.eventId))
    .leftJoin(roots, eq(roots.id, events.parentId))
    .innerJoin(users, eq(users.id, partnerRequests.senderId))
    .where(eq(partnerRequests.tokenHash, hashToken(token)));
  if (!row) throw new AppError('NOT_FOUND', PARTNER_MESSAGES.tokenInvalid);
  const { request } = row;
  const state = request.answer ?? (request.expiresAt <= new Date() ? 'expired' : 'open');
  return {
    state,
    senderName: row.senderName,
    tournamentId: row.tournamentId,
    tournamentName: row.tournamentName,
    eventId: row.eventId,
    eventName: row.eventName,
    expiresAt: request.expiresAt.toISOString(),
    isForYou: isAskedOf(request, user),
    isRegistered: row.isRegistered,
  };
}
