import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { enqueueMail } from '../mail/enqueue-mail';

interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  type: string;
}

/**
 * Stores a contact form message and, in the same transaction, mails it to
 * support with the sender as reply-to. The display name is quoted so that a
 * comma in it cannot split the address.
 */
export async function sendContactMessage(db: Db, input: ContactMessage, supportEmail: string) {
  const sender = `"${input.name.replace(/["\\]/g, '')}" <${input.email}>`;
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values(input);
    await enqueueMail(tx, {
      to: supportEmail,
      replyTo: sender,
      subject: `[Contact: ${input.type}] ${input.subject}`,
      text: `From: ${sender}\nType: ${input.type}\n\n${input.message}`,
      category: 'support',
    });
  });
}
