// The database schema, one file per domain. Import tables from here (`db/schema`): the app's
// Drizzle client and drizzle-kit (drizzle.config.ts) both read this file's exports.
export * from './users';
export * from './auth';
export * from './mail';
export * from './tournaments';
export * from './registrations';
export * from './teams';
export * from './matches';
export * from './players';
export * from './rate-limits';
export * from './calendar';
export * from './partners';
