import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { CHECK_IN_MESSAGES } from '@courtside/shared/api/check-in';
import type { Db } from '../../db/client';
import {
  teamMembers,
  teams,
  tournamentParticipants,
  tournaments,
  users,
  type UserRow,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { enqueueMails } from '../mail/enqueue-mail';
import { removedFromTournamentMail, teamDissolvedMail } from '../mail/tournament-templates';
import { fillFromWaitlist } from '../tournaments/fill-from-waitlist';
import { assertOwner, lockTournament } from '../tournaments/tournament-access';

/**
 * POST /api/tournaments/{id}/withdraw-no-shows (organizer, upcoming, check-in in use): in one
 * transaction holding the tournament's lock, removes every participant not checked in (rule
 * 12.G: a withdrawal before play), dissolves their doubles teams (the checked-in partner keeps
 * their place and is mailed), mails each removed player, then moves checked-in waitlisted
 * players into the free places, first come first served (decision 025).
 */
export async function withdrawNoShows(
  db: Db,
  organizer: UserRow,
  tournamentId: string,
  publicUrl: string,
): Promise<{ withdrawn: number; promoted: number }> {
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, tournamentId);
    assertOwner(tournament, organizer);
    if (tournament.status !== 'upcoming') {
      throw new AppError('CONFLICT', CHECK_IN_MESSAGES.withdrawNoShowsOnlyUpcoming);
    }
    if (tournament.checkInOpensAt === null) {
      throw new AppError('CONFLICT', CHECK_IN_MESSAGES.withdrawNoShowsNeedsCheckIn);
    }
    const noShows = await tx
      .select({ id: users.id, name: users.name, email: users.email, settings: users.settings })
      .from(tournamentParticipants)
      .innerJoin(users, eq(users.id, tournamentParticipants.userId))
      .where(
        and(
          eq(tournamentParticipants.tournamentId, tournament.id),
          isNull(tournamentParticipants.checkedInAt),
        ),
      );
    if (noShows.length === 0) return { withdrawn: 0, promoted: 0 };
    const ids = noShows.map((p) => p.id);

    // Teams with a no-show are dissolved; the partners who came are told.
    const teamIds = tx
      .select({ id: teamMembers.teamId })
      .from(teamMembers)
      .where(and(eq(teamMembers.tournamentId, tournament.id), inArray(teamMembers.userId, ids)));
    const partners = await tx
      .select({
        email: users.email,
        name: users.name,
        settings: users.settings,
        teamId: teamMembers.teamId,
      })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(inArray(teamMembers.teamId, teamIds), notInArray(teamMembers.userId, ids)));
    const partnerOf = new Map<string, string>();
    if (partners.length > 0) {
      const members = await tx
        .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
        .from(teamMembers)
        .where(
          inArray(
            teamMembers.teamId,
            partners.map((p) => p.teamId),
          ),
        );
      for (const m of members) {
        const noShow = noShows.find((p) => p.id === m.userId);
        if (noShow) partnerOf.set(m.teamId, noShow.name);
      }
    }
    await tx.delete(teams).where(inArray(teams.id, teamIds));
    await tx
      .delete(tournamentParticipants)
      .where(
        and(
          eq(tournamentParticipants.tournamentId, tournament.id),
          inArray(tournamentParticipants.userId, ids),
        ),
      );
    const currentParticipants = tournament.currentParticipants - noShows.length;
    await tx
      .update(tournaments)
      .set({ currentParticipants: sql`${tournaments.currentParticipants} - ${noShows.length}` })
      .where(eq(tournaments.id, tournament.id));
    await enqueueMails(tx, [
      ...noShows.map((p) => removedFromTournamentMail(p, tournament, organizer.name)),
      ...partners.map((p) =>
        teamDissolvedMail(p, tournament, partnerOf.get(p.teamId) ?? '', publicUrl),
      ),
    ]);
    const promoted = await fillFromWaitlist(tx, { ...tournament, currentParticipants }, publicUrl, {
      checkedInOnly: true,
    });
    return { withdrawn: noShows.length, promoted: promoted.length };
  });
}
