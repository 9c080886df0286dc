import { and, eq, gt, isNull } from 'drizzle-orm';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import { INVITE_TOKEN_TTL_MS } from '@courtside/shared/constants';
import type { Tx } from '../../db/client';
import { tournamentInvitations, users, type TournamentRow, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createToken, hashToken } from '../../lib/tokens';
import { enqueueMail } from '../mail/enqueue-mail';
import { tournamentInvitationMail } from '../mail/tournament-templates';
import { takePlaceOrWait } from './join-tournament';
import { lockTournamentFor } from './tournament-access';

/**
 * Invites an address that has no account to a tournament: a row and a mail,
 * no account (decision 004). A pending invitation to the same tournament is
 * refused (409); an expired one is renewed with a new link.
 */
export async function inviteToTournament(
  tx: Tx,
  tournament: TournamentRow,
  organizer: UserRow,
  invitee: { name: string; email: string },
  publicUrl: string,
  beforeMail: () => Promise<void> = async () => {},
): Promise<void> {
  const now = new Date();
  const [pending] = await tx
    .select()
    .from(tournamentInvitations)
    .where(
      and(
        eq(tournamentInvitations.tournamentId, tournament.id),
        eq(tournamentInvitations.email, invitee.email),
      ),
    );
  if (pending && !pending.acceptedAt && pending.expiresAt > now) {
    throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.alreadyInvited, { field: 'email' });
  }
  await beforeMail();
  const token = createToken();
  const values = {
    name: invitee.name,
    invitedBy: organizer.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + INVITE_TOKEN_TTL_MS),
    acceptedAt: null,
  };
  if (pending) {
    await tx
      .update(tournamentInvitations)
      .set(values)
      .where(eq(tournamentInvitations.id, pending.id));
  } else {
    await tx
      .insert(tournamentInvitations)
      .values({ ...values, tournamentId: tournament.id, email: invitee.email });
  }
  const link = `${publicUrl}/reset-password?token=${token}`;
  await enqueueMail(
    tx,
    tournamentInvitationMail({ ...invitee, settings: null }, tournament, organizer.name, link),
  );
}

/**
 * Takes up every pending invitation of `user`'s (now proven) address: a place
 * in each upcoming tournament, or its waitlist when full. Called when an
 * account is created from an invitation or its address is verified.
 * Returns the ids of the invitations it accepted.
 */
export async function acceptPendingInvitations(tx: Tx, user: UserRow): Promise<string[]> {
  if (user.role !== 'player') return [];
  const accepted = await tx
    .update(tournamentInvitations)
    .set({ acceptedAt: new Date() })
    .where(
      and(
        eq(tournamentInvitations.email, user.email),
        isNull(tournamentInvitations.acceptedAt),
        gt(tournamentInvitations.expiresAt, new Date()),
      ),
    )
    .returning();
  for (const invitation of accepted) {
    const { tournament, hasPlace } = await lockTournamentFor(tx, invitation.tournamentId, user.id);
    if (tournament.status !== 'upcoming') continue;
    if (!hasPlace) await takePlaceOrWait(tx, tournament, user.id).catch(() => null);
  }
  return accepted.map((invitation) => invitation.id);
}

/**
 * The invitation link (it opens the set-password screen): the invitee chooses
 * a password, which creates their verified player account, or, when the
 * address has registered meanwhile, resets that account's password as a reset
 * link would (the mail proves the address). Then every pending invitation of
 * the address is taken up. Returns the account, or null when the token is no
 * pending invitation.
 */
export async function acceptInvitation(
  tx: Tx,
  token: string,
  passwordHash: string,
): Promise<UserRow | null> {
  const [invitation] = await tx
    .select()
    .from(tournamentInvitations)
    .where(
      and(
        eq(tournamentInvitations.tokenHash, hashToken(token)),
        isNull(tournamentInvitations.acceptedAt),
        gt(tournamentInvitations.expiresAt, new Date()),
      ),
    );
  if (!invitation) return null;
  const now = new Date();
  const [existing] = await tx.select().from(users).where(eq(users.email, invitation.email));
  const [user] = existing
    ? await tx
        .update(users)
        .set({ passwordHash, emailVerifiedAt: existing.emailVerifiedAt ?? now, updatedAt: now })
        .where(eq(users.id, existing.id))
        .returning()
    : await tx
        .insert(users)
        .values({
          name: invitation.name,
          email: invitation.email,
          role: 'player',
          passwordHash,
          emailVerifiedAt: now,
        })
        .returning();
  const accepted = await acceptPendingInvitations(tx, user!);
  // A concurrent use of the same link got there first: this one must not count.
  if (!accepted.includes(invitation.id)) return null;
  return user!;
}
