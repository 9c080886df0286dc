import { eq } from 'drizzle-orm';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import { PROFILE_MESSAGES } from '@courtside/shared/api/user';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { enqueueMail } from '../mail/enqueue-mail';
import { wantsMail } from '../mail/mail-policy';
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
  // Their privacy setting "allow messages": refused openly rather than dropped in silence.
  if (!organizer || organizer.deletedAt || !wantsMail(organizer.settings, 'message')) {
    throw new AppError('FORBIDDEN', PROFILE_MESSAGES.messagesOff);
  }
  await enqueueMail(db, organizerContactMail(organizer, sender, tournament, input, publicUrl));
}
