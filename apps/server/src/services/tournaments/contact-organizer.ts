import { eq } from 'drizzle-orm';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { enqueueMail } from '../mail/enqueue-mail';
import { organizerContactMail } from '../mail/tournament-templates';
import { findTournament } from './tournament-access';

/**
 * POST .../contact: mails the organizer the sender's message, with the
 * sender's address as reply-to (the organizer's address is not revealed to
 * the sender by this call).
 */
export async function contactOrganizer(
  db: Db,
  sender: UserRow,
  id: string,
  input: { subject: string; message: string },
  publicUrl: string,
): Promise<void> {
  const tournament = await findTournament(db, id);
  if (tournament.organizerId === sender.id) {
    throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.contactOwnTournament);
  }
  const [organizer] = await db.select().from(users).where(eq(users.id, tournament.organizerId));
  await enqueueMail(db, organizerContactMail(organizer!, sender, tournament, input, publicUrl));
}
