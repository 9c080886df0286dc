/**
 * What an event's name is (decision 039): the one place every reader asks. A further event's
 * row keeps its name in `name`; the tournament's row is also its first event, whose own name is
 * `event_name`, the tournament's name while it has none.
 */
import { sql, type AnyColumn } from 'drizzle-orm';
import { tournaments, type TournamentRow } from '../../db/schema';

/** `eventName` is required as a key, so a reader that forgot to load it does not compile. */
export type EventNameFacts = Pick<TournamentRow, 'parentId' | 'name'> & {
  eventName: string | null | undefined;
};

/** The name of the event `row` is (a further event's row, or a tournament's as its first event). */
export function eventNameOf(row: EventNameFacts): string {
  return row.parentId === null ? (row.eventName ?? row.name) : row.name;
}

/** `eventNameOf` in SQL, of a `tournaments` row a query reads (the table or an alias of it). */
export const eventNameSqlOf = (row: {
  parentId: AnyColumn;
  eventName: AnyColumn;
  name: AnyColumn;
}) =>
  sql<string>`(case when ${row.parentId} is null
  then coalesce(${row.eventName}, ${row.name}) else ${row.name} end)`;

/** `eventNameSqlOf` the `tournaments` table itself. */
export const eventNameSql = eventNameSqlOf(tournaments);

/**
 * What a calendar entry or a mail names: the tournament, and the event when it is named apart
 * from it ("Spring Slam: Mixed 3.5").
 */
export const tournamentAndEventOf = (tournamentName: string, eventName: string) =>
  eventName === tournamentName ? tournamentName : `${tournamentName}: ${eventName}`;

/**
 * The tournament's name, then the first event's when it is named apart ("Spring Open Men's
 * Singles"); a further event's row gives its own name (a CSV export's file name).
 */
export function titleWithEventOf(row: EventNameFacts): string {
  const event = eventNameOf(row);
  return event === row.name ? row.name : `${row.name} ${event}`;
}
