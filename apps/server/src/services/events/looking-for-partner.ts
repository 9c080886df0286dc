/**
 * GET /api/tournaments/{eventId}/looking-for-partner (decision 038): the players holding a place
 * in a doubles event without a team, in the order they entered, each as the viewer may see them
 * (the participant serializer of decision 012: a private profile shows its name only, a hidden
 * rating is left out, the event's organizer sees what seeding needs).
 */
import { and, asc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { TournamentUser } from '@courtside/shared/api/tournament';
import type { Db } from '../../db/client';
import { teamMembers, tournamentParticipants, users } from '../../db/schema';
import { findTournament } from '../tournaments/tournament-access';
import { toParticipantUser, type Audience } from '../viewer/people';
import { personFactColumns } from '../viewer/person-columns';

export async function listLookingForPartner(
  db: Db,
  eventId: string,
  audience: Audience,
): Promise<TournamentUser[]> {
  const event = await findTournament(db, eventId);
  if (event.type === 'singles') return [];
  const rows = await db
    .select(personFactColumns)
    .from(tournamentParticipants)
    .innerJoin(users, eq(users.id, tournamentParticipants.userId))
    .where(
      and(
        eq(tournamentParticipants.tournamentId, event.id),
        isNull(tournamentParticipants.withdrawnAt),
        isNull(users.deletedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(teamMembers)
            .where(
              and(
                eq(teamMembers.tournamentId, event.id),
                eq(teamMembers.userId, tournamentParticipants.userId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(tournamentParticipants.joinedAt), asc(users.id));
  const seen = { ...audience, organizerId: event.organizerId };
  return rows.map((row) => toParticipantUser(row, seen));
}
