// Foreign keys many tables repeat. Kept apart from users.ts and tournaments.ts, which never
// import it, so the schema files import one way.
import { uuid } from 'drizzle-orm/pg-core';
import { tournaments } from './tournaments';
import { users } from './users';

/** The owning tournament of a row: removed with it. */
export const tournamentRef = () =>
  uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' });
/** The player a row is about: removed with their account. */
export const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
