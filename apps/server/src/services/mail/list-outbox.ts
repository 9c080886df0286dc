import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema';

/** The newest stored mails, optionally to one address (the dev mailbox). */
export async function listOutbox(db: Db, { to, limit }: { to?: string; limit: number }) {
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(to ? eq(outboxEmails.to, to) : undefined)
    .orderBy(desc(outboxEmails.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    links: row.links,
    createdAt: row.createdAt.toISOString(),
  }));
}
