/**
 * Doubles partners (decision 038). A player holding a place in a doubles event asks another to
 * be their partner: a player found by name, an address (with or without an account), or a player
 * on the event's "Looking for a partner" list. Nobody is registered without consent: the one
 * asked gets a mail with a single-use link (only its sha256 is stored) and accepts signed in,
 * which registers them (eligibility, place, event limit) and forms the team, in one transaction.
 */
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { PARTNER_MESSAGES, type PartnerAnswer } from '@courtside/shared/api/partners';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import { INVITE_TOKEN_TTL_MS } from '@courtside/shared/constants';
import { defaultTeamName } from '@courtside/shared/domain/teams';
import type { Db, Tx } from '../../db/client';
import {
  partnerRequests,
  teamMembers,
  teams,
  tournamentParticipants,
  tournamentWaitlist,
  users,
  type PartnerRequestRow,
  type TournamentRow,
  type UserRow,
} from '../../db/schema';
import { AppError, templateOf } from '../../lib/app-error';
import { createToken, hashToken } from '../../lib/tokens';
import { enqueueMail } from '../mail/enqueue-mail';
import { wantsMail } from '../mail/mail-policy';
import {
  partnerAcceptedMail,
  partnerDeclinedMail,
  partnerRequestMail,
} from '../mail/partner-templates';
import { takePlace } from '../tournaments/join-tournament';
import {
  assertUpcoming,
  findTournament,
  isUuid,
  lockTournamentFor,
  rootIdOf,
} from '../tournaments/tournament-access';
import { assertEligible, assertWithinEventLimit } from './eligibility-rules';
import { eventNameOf } from './event-name';

/** Who is asked: an account by id (found by name or on the list), or an address. */
export type PartnerTarget = { userId: string } | { email: string };

/**
 * How the request comes: with the sender's registration (the one asked must not be in the event
 * yet), or as "Ask to pair" (a `userId` must be on the event's list; an address as registering).
 */
export type PartnerRequestMode = 'register' | 'ask';

/** Runs once every check has passed, just before the mail: the limits count there. */
export type BeforePartnerMail = (recipientEmail: string) => Promise<void>;

interface SendOptions {
  mode: PartnerRequestMode;
  publicUrl: string;
  beforeMail: BeforePartnerMail;
}

/** A 409 on `field`; a message naming someone carries its template (`name`) for the client. */
const conflict = (message: string, field: string, messageId?: string, name?: string) =>
  new AppError('CONFLICT', message, {
    field,
    ...(messageId && name !== undefined && templateOf(message, messageId, { name })),
  });

/** Whether `userId` holds a place, a waitlist entry, a team in the event. */
async function standingOf(tx: Tx, eventId: string, userId: string) {
  const [row] = await tx
    .select({
      hasPlace: sql<boolean>`exists(select 1 from ${tournamentParticipants} p
        where p.tournament_id = ${eventId} and p.user_id = ${userId})`,
      isWaitlisted: sql<boolean>`exists(select 1 from ${tournamentWaitlist} w
        where w.tournament_id = ${eventId} and w.user_id = ${userId})`,
      hasTeam: sql<boolean>`exists(select 1 from ${teamMembers} m
        where m.tournament_id = ${eventId} and m.user_id = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

const isPending = (now: Date) =>
  and(isNull(partnerRequests.answer), gt(partnerRequests.expiresAt, now));

/** The account a target names (by id, or the account of the address), if any. */
async function accountOf(tx: Tx, target: PartnerTarget): Promise<UserRow | null> {
  const where =
    'userId' in target ? eq(users.id, target.userId) : eq(users.email, target.email.toLowerCase());
  const [row] = await tx.select().from(users).where(where);
  if (!row || row.deletedAt !== null) return null;
  return row;
}

/**
 * Sends `sender`'s partner request for the locked doubles `event` to `target`: every check
 * (a doubles event, the sender holding a place without a team, no request of theirs pending, the
 * one asked a player, not themselves, free in the event, eligible, taking messages), then
 * `beforeMail` (the per-sender and per-recipient limits), then the row and the mail.
 */
export async function sendPartnerRequest(
  tx: Tx,
  event: TournamentRow,
  sender: UserRow,
  target: PartnerTarget,
  options: SendOptions,
): Promise<{ expiresAt: Date }> {
  const field = 'userId' in target ? 'userId' : 'email';
  if (sender.role !== 'player') throw new AppError('FORBIDDEN', PARTNER_MESSAGES.onlyPlayers);
  if (event.type === 'singles') throw conflict(PARTNER_MESSAGES.singlesTakesNoPartner, field);
  assertUpcoming(event, TOURNAMENT_MESSAGES.registrationClosed);
  const own = await standingOf(tx, event.id, sender.id);
  if (!own.hasPlace) {
    throw new AppError(
      'CONFLICT',
      own.isWaitlisted ? PARTNER_MESSAGES.waitlistedNoPartner : PARTNER_MESSAGES.registerFirst,
    );
  }
  if (own.hasTeam) throw new AppError('CONFLICT', PARTNER_MESSAGES.youHaveAPartner);
  const now = new Date();
  const [pending] = await tx
    .select({ id: partnerRequests.id })
    .from(partnerRequests)
    .where(
      and(
        eq(partnerRequests.eventId, event.id),
        eq(partnerRequests.senderId, sender.id),
        isPending(now),
      ),
    );
  if (pending) throw new AppError('CONFLICT', PARTNER_MESSAGES.alreadyAsking);

  const account = await accountOf(tx, target);
  if ('userId' in target && !account) {
    throw new AppError('NOT_FOUND', PARTNER_MESSAGES.partnerInvalid, { field });
  }
  const email = account?.email ?? ('email' in target ? target.email.toLowerCase() : '');
  if (account?.id === sender.id || email === sender.email.toLowerCase()) {
    throw conflict(PARTNER_MESSAGES.yourself, field);
  }
  if (account) {
    // By address, the address the sender typed names them: it tells no more than they know.
    const name = 'userId' in target ? account.name : email;
    if (account.role !== 'player') throw conflict(PARTNER_MESSAGES.notAPlayer, field);
    const theirs = await standingOf(tx, event.id, account.id);
    if (theirs.hasTeam) {
      throw conflict(
        PARTNER_MESSAGES.partnerInTeam(name),
        field,
        /*i18n*/ '{name} already has a partner in this event',
        name,
      );
    }
    const isListed = theirs.hasPlace;
    const isIn = theirs.hasPlace || theirs.isWaitlisted;
    if (options.mode === 'ask' && 'userId' in target) {
      if (!isListed) {
        throw conflict(
          PARTNER_MESSAGES.partnerNotLooking(name),
          field,
          /*i18n*/ '{name} is not looking for a partner in this event',
          name,
        );
      }
    } else if (isIn) {
      throw conflict(
        PARTNER_MESSAGES.partnerAlreadyIn(name),
        field,
        /*i18n*/ '{name} is already registered in this event: register as looking for a partner, then ask them to pair from its Looking for a partner list',
        name,
      );
    }
    // The reason names their rating or age: the sender is told only that they may not enter.
    await assertEligible(tx, event, account).catch(() => {
      throw conflict(
        PARTNER_MESSAGES.partnerNotEligible(name),
        field,
        /*i18n*/ '{name} may not enter this event by its eligibility rules',
        name,
      );
    });
    if (!wantsMail(account.settings, 'message')) {
      throw conflict(
        PARTNER_MESSAGES.partnerTakesNoMessages(name),
        field,
        /*i18n*/ '{name} does not accept messages, so cannot be asked',
        name,
      );
    }
  }

  await options.beforeMail(email);
  const token = createToken();
  const expiresAt = new Date(now.getTime() + INVITE_TOKEN_TTL_MS);
  await tx.insert(partnerRequests).values({
    eventId: event.id,
    senderId: sender.id,
    recipientId: account?.id ?? null,
    email,
    askedBy: 'userId' in target ? 'name' : 'address',
    tokenHash: hashToken(token),
    expiresAt,
  });
  const root = event.parentId === null ? event : await findTournament(tx, event.parentId);
  const link = `${options.publicUrl}/app/partner-request?token=${token}`;
  await enqueueMail(
    tx,
    partnerRequestMail(
      { email, name: account?.name ?? null, settings: account?.settings ?? null },
      sender,
      { name: eventNameOf(event), tournamentName: root.name },
      link,
    ),
  );
  return { expiresAt };
}

/**
 * POST /api/tournaments/{eventId}/partner-requests ("Ask to pair", or an invitation by address
 * after registering): the event's lock, then `sendPartnerRequest`.
 */
export async function askPartner(
  db: Db,
  sender: UserRow,
  eventId: string,
  target: PartnerTarget,
  publicUrl: string,
  beforeMail: BeforePartnerMail,
): Promise<{ eventId: string; expiresAt: string }> {
  if (sender.role !== 'player') throw new AppError('FORBIDDEN', PARTNER_MESSAGES.onlyPlayers);
  return db.transaction(async (tx) => {
    const { tournament: event } = await lockTournamentFor(tx, eventId, sender.id);
    const { expiresAt } = await sendPartnerRequest(tx, event, sender, target, {
      mode: 'ask',
      publicUrl,
      beforeMail,
    });
    return { eventId: event.id, expiresAt: expiresAt.toISOString() };
  });
}

const requestGone = () => new AppError('CONFLICT', PARTNER_MESSAGES.requestGone);

/** Which request is answered: the mailed link's token, or its id from the caller's own list. */
export type PartnerRequestLocator = { token: string } | { id: string };

const whereLocated = (locator: PartnerRequestLocator) =>
  'token' in locator
    ? eq(partnerRequests.tokenHash, hashToken(locator.token))
    : eq(partnerRequests.id, locator.id);

/** Whether `user` is the one asked: their account, or (no account asked) an account of the address. */
export const isAskedOf = (request: PartnerRequestRow, user: UserRow) =>
  request.recipientId !== null
    ? request.recipientId === user.id
    : request.email === user.email.toLowerCase();

/**
 * The answer of the one asked, through the mailed link (`{ token }`) or from their own list
 * (`{ id }`, decision 040): one path, one transaction, the same rules. Signed in as the one
 * asked (their account, or an account of the address mailed). Declining leaves the sender
 * registered and listed as looking. Accepting, in one transaction under the event's lock (taken
 * before the request's row, the order every writer of both uses): the caller takes a place
 * unless they hold one (eligibility, a free place, the tournament's event limit), the team of the
 * two is formed, and every other pending request of either in the event is cancelled.
 */
export async function answerPartnerRequest(
  db: Db,
  user: UserRow,
  locator: PartnerRequestLocator,
  answer: 'accepted' | 'declined',
  publicUrl: string,
): Promise<PartnerAnswer> {
  const notFound = () =>
    new AppError(
      'NOT_FOUND',
      'token' in locator ? PARTNER_MESSAGES.tokenInvalid : PARTNER_MESSAGES.requestNotFound,
    );
  if ('id' in locator && !isUuid(locator.id)) throw notFound();
  const [found] = await db
    .select({ eventId: partnerRequests.eventId })
    .from(partnerRequests)
    .where(whereLocated(locator));
  if (!found) throw notFound();
  return db.transaction(async (tx) => {
    const { tournament: event, hasPlace } = await lockTournamentFor(tx, found.eventId, user.id);
    const [request] = await tx
      .select()
      .from(partnerRequests)
      .where(whereLocated(locator))
      .for('update');
    if (!request) throw notFound();
    if (!isAskedOf(request, user)) {
      // By id, the sender sees the request in their list: they are told who answers it.
      const isSender = 'id' in locator && request.senderId === user.id;
      throw new AppError(
        'FORBIDDEN',
        isSender ? PARTNER_MESSAGES.onlyRecipientAnswers : PARTNER_MESSAGES.notForYou,
      );
    }
    const now = new Date();
    if (request.answer !== null || request.expiresAt <= now) throw requestGone();
    if (user.role !== 'player') throw new AppError('FORBIDDEN', PARTNER_MESSAGES.onlyPlayers);
    const answered = (
      value: PartnerAnswer['answer'] | 'cancelled',
      where = eq(partnerRequests.id, request.id),
    ) => tx.update(partnerRequests).set({ answer: value, answeredAt: now }).where(where);
    const base = {
      tournamentId: rootIdOf(event),
      eventId: event.id,
      eventName: eventNameOf(event),
      answer,
    };
    if (answer === 'declined') {
      await answered('declined');
      const [sender] = await tx.select().from(users).where(eq(users.id, request.senderId));
      if (sender && sender.deletedAt === null) {
        const root = event.parentId === null ? event : await findTournament(tx, event.parentId);
        await enqueueMail(
          tx,
          partnerDeclinedMail(
            sender,
            request.askedBy === 'name' ? user.name : request.email,
            { name: eventNameOf(event), tournamentName: root.name },
            `${publicUrl}/app/tournaments/${root.id}`,
          ),
        );
      }
      return { ...base, teamId: null };
    }

    assertUpcoming(event, TOURNAMENT_MESSAGES.registrationClosed);
    const [sender] = await tx.select().from(users).where(eq(users.id, request.senderId));
    const theirs = await standingOf(tx, event.id, request.senderId);
    if (!sender || sender.deletedAt !== null || !theirs.hasPlace || theirs.hasTeam) {
      const message = PARTNER_MESSAGES.senderGone(sender?.name ?? 'Your partner');
      throw new AppError(
        'CONFLICT',
        message,
        sender
          ? templateOf(
              message,
              /*i18n*/ '{name} is no longer looking for a partner in this event',
              {
                name: sender.name,
              },
            )
          : {},
      );
    }
    const own = await standingOf(tx, event.id, user.id);
    if (own.hasTeam) throw new AppError('CONFLICT', PARTNER_MESSAGES.youHaveAPartner);
    if (!hasPlace) {
      if (event.currentParticipants >= event.maxParticipants) {
        throw new AppError('CONFLICT', PARTNER_MESSAGES.eventFull);
      }
      await assertEligible(tx, event, user);
      if (!(await takePlace(tx, event, user.id))) {
        throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.alreadyJoined);
      }
      await assertWithinEventLimit(tx, event, user.id);
    }
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${teams.position}), -1)::int` })
      .from(teams)
      .where(eq(teams.tournamentId, event.id));
    const [team] = await tx
      .insert(teams)
      .values({
        tournamentId: event.id,
        position: last!.position + 1,
        name: defaultTeamName(sender, user),
      })
      .returning({ id: teams.id });
    await tx.insert(teamMembers).values([
      { teamId: team!.id, tournamentId: event.id, userId: sender.id, position: 0 },
      { teamId: team!.id, tournamentId: event.id, userId: user.id, position: 1 },
    ]);
    await answered('accepted');
    // Both are paired now: whatever else either asked or was asked in this event is closed.
    const pair = [sender.id, user.id];
    await answered(
      'cancelled',
      and(
        eq(partnerRequests.eventId, event.id),
        isPending(now),
        or(
          inArray(partnerRequests.senderId, pair),
          inArray(partnerRequests.recipientId, pair),
          inArray(partnerRequests.email, [sender.email.toLowerCase(), user.email.toLowerCase()]),
        ),
      ),
    );
    const root = event.parentId === null ? event : await findTournament(tx, event.parentId);
    await enqueueMail(
      tx,
      partnerAcceptedMail(
        sender,
        user,
        { name: eventNameOf(event), tournamentName: root.name },
        `${publicUrl}/app/tournaments/${root.id}`,
      ),
    );
    return { ...base, teamId: team!.id };
  });
}
