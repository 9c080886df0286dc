import { outboxEmails } from '../../db/schema';
import type { Db, Tx } from '../../db/client';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The links the mail carries, listed so the dev outbox can show them. */
  links?: string[];
  replyTo?: string;
}

/**
 * Stores a mail in the outbox. Call it inside the transaction of the change
 * that caused the mail: either both happen or neither.
 */
export async function enqueueMail(db: Db | Tx, mail: Mail): Promise<void> {
  await db.insert(outboxEmails).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    links: mail.links ?? [],
    replyTo: mail.replyTo ?? null,
  });
}
