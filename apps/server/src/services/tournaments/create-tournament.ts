import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import { safeTimeZone } from '@courtside/shared/time/zones';
import type { CreateTournamentData } from '@courtside/shared/validation/tournament';
import type { Db } from '../../db/client';
import { tournaments, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toTournamentColumns } from './tournament-values';

const organizerZone = (organizer: UserRow) =>
  (organizer.settings as { preferences?: { timezone?: unknown } }).preferences?.timezone;

/**
 * Creates a tournament for an organizer. The server, not the client, sets the
 * organizer, the status (upcoming) and the participant count (0).
 */
export async function createTournament(
  db: Db,
  organizer: UserRow,
  input: CreateTournamentData,
): Promise<string> {
  if (organizer.role !== 'organizer') {
    throw new AppError('FORBIDDEN', TOURNAMENT_MESSAGES.onlyOrganizersCreate);
  }
  const values = toTournamentColumns(input, input.format);
  const [row] = await db
    .insert(tournaments)
    .values({
      ...values,
      name: input.name,
      category: input.category,
      type: input.type,
      format: input.format,
      startDate: input.startDate,
      // The venue's zone; without one, the zone the organizer works in (their profile's).
      timeZone: input.timeZone ?? safeTimeZone(organizerZone(organizer)),
      location: input.location,
      maxParticipants: input.maxParticipants,
      organizerId: organizer.id,
      status: 'upcoming',
      currentParticipants: 0,
    })
    .returning({ id: tournaments.id });
  return row!.id;
}
