import { inArray } from 'drizzle-orm';
import { outboxEmails, users } from '../../db/schema';
import type { Db, Tx } from '../../db/client';
import { isAlwaysSent, wantsMail, type MailCategory } from './mail-policy';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The links the mail carries, listed so the dev outbox can show them. */
  links?: string[];
  replyTo?: string;
  /** What it is about: decides whether the recipient's settings let it through (mail-policy). */
  category: MailCategory;
}

/**
 * Stores a mail in the outbox, unless the recipient's notification settings turn its
 * category down. Call it inside the transaction of the change that caused the mail: either
 * both happen or neither.
 */
export async function enqueueMail(db: Db | Tx, mail: Mail): Promise<void> {
  await enqueueMails(db, [mail]);
}

/**
 * Drops the mails whose recipients' notification settings turn them down (security mails and
 * mails to addresses without an account always go). One query, for the gated mails only.
 */
async function withConsent(db: Db | Tx, mails: Mail[]): Promise<Mail[]> {
  const gated = [...new Set(mails.filter((m) => !isAlwaysSent(m.category)).map((m) => m.to))];
  if (gated.length === 0) return mails;
  const people = await db
    .select({ email: users.email, settings: users.settings })
    .from(users)
    .where(inArray(users.email, gated));
  const settingsOf = new Map(people.map((p) => [p.email, p.settings]));
  return mails.filter((mail) => {
    const settings = settingsOf.get(mail.to);
    return !settings || wantsMail(settings, mail.category);
  });
}

/** Several mails in one statement (one round trip), on the same terms as `enqueueMail`. */
export async function enqueueMails(db: Db | Tx, all: Mail[]): Promise<void> {
  if (all.length === 0) return;
  const mails = await withConsent(db, all);
  if (mails.length === 0) return;
  await db.insert(outboxEmails).values(
    mails.map((mail) => ({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      links: mail.links ?? [],
      replyTo: mail.replyTo ?? null,
    })),
  );
}
