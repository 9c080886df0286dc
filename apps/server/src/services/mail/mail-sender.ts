import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema';

const MAX_ATTEMPTS = 5;
const POLL_INTERVAL_MS = 2_000;
const BATCH_SIZE = 20;
/** How long a leased mail stays invisible to other senders. */
const LEASE_MS = 60_000;

interface MailSenderOptions {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
}

/**
 * Delivers pending outbox mails. With SMTP_URL it sends through nodemailer and
 * retries with exponential backoff (up to 5 attempts); without it every mail is
 * logged with its links and marked 'logged', so local sign-up still works.
 */
export function startMailSender({ db, log, smtpUrl, from }: MailSenderOptions) {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  let isStopped = false;

  async function deliver(mail: typeof outboxEmails.$inferSelect): Promise<void> {
    if (!transport) {
      log.info({ to: mail.to, subject: mail.subject, links: mail.links }, 'mail (no SMTP_URL set)');
      await db.update(outboxEmails).set({ status: 'logged' }).where(eq(outboxEmails.id, mail.id));
      return;
    }
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        replyTo: mail.replyTo ?? undefined,
      });
      await db
        .update(outboxEmails)
        .set({ status: 'sent', sentAt: new Date(), attempts: mail.attempts + 1 })
        .where(eq(outboxEmails.id, mail.id));
    } catch (error) {
      const attempts = mail.attempts + 1;
      const isFinal = attempts >= MAX_ATTEMPTS;
      log.warn({ err: error, to: mail.to, attempts }, 'mail delivery failed');
      await db
        .update(outboxEmails)
        .set({
          attempts,
          status: isFinal ? 'failed' : 'pending',
          lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
          nextAttemptAt: new Date(Date.now() + 2 ** attempts * 1_000),
        })
        .where(eq(outboxEmails.id, mail.id));
    }
  }

  /** Leases due mails (SKIP LOCKED), so several instances never send the same one. */
  async function drain(): Promise<void> {
    const due = db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.nextAttemptAt, new Date())))
      .orderBy(asc(outboxEmails.createdAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    const leased = await db
      .update(outboxEmails)
      .set({ nextAttemptAt: new Date(Date.now() + LEASE_MS) })
      .where(inArray(outboxEmails.id, due))
      .returning();
    for (const mail of leased) await deliver(mail);
  }

  let current: Promise<void> | undefined;
  let isDueAgain = false;
  function tick(): Promise<void> {
    if (current) {
      isDueAgain = true;
      return current;
    }
    current = (async () => {
      do {
        isDueAgain = false;
        await drain().catch((error: unknown) => log.error({ err: error }, 'mail sender failed'));
      } while (isDueAgain && !isStopped);
    })().finally(() => {
      current = undefined;
    });
    return current;
  }

  const timer = setInterval(() => void tick(), POLL_INTERVAL_MS);
  timer.unref();
  void tick();

  return {
    /** Sends what is due now (after a request enqueued a mail). */
    kick(): void {
      if (!isStopped) void tick();
    },
    async stop(): Promise<void> {
      isStopped = true;
      clearInterval(timer);
      await current;
    },
  };
}

export type MailSender = ReturnType<typeof startMailSender>;
