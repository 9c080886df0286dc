import type { onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from './config';
import type { limitRules } from './lib/limit-rules';
import type { LimitRule } from './lib/limit-rules';
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
    /**
     * onRequest: 401 unless a live session; sets request.user and request.sessionId. It runs
     * before the body is parsed and validated, so an anonymous caller learns nothing of the schema.
     */
    authenticate: onRequestAsyncHookHandler;
    /** onRequest: like `authenticate`, but a request without credentials goes on anonymously. */
    identify: onRequestAsyncHookHandler;
    /** The rate-limit counters' own connections (`Database.countersDb`). */
    countersDb: Db;
    /** 'pglite' or 'postgres': what is underneath `db`. */
    dbKind: 'pglite' | 'postgres';
    /** A preHandler enforcing one named limit (429 with Retry-After); see lib/limit-rules.ts. */
    limit: (rule: LimitRule) => preHandlerAsyncHookHandler;
    /** The limits of lib/limit-rules.ts, as preHandlers. */
    limits: { [K in keyof ReturnType<typeof limitRules>]: preHandlerAsyncHookHandler };
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: string | null;
  }
}
