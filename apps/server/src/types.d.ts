import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { UserRow } from './db/schema';
import type { MailSender } from './services/mail/mail-sender';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mail: MailSender;
    /** Answers when the database does. */
    dbPing: () => Promise<void>;
    /** preHandler: 401 unless a live session; sets request.user and request.sessionId. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: the per-IP and per-email limit of the auth endpoints (429). */
    authRateLimit: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: string | null;
  }
}
