import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_USER_SETTINGS } from '@courtside/shared/api/user';
import type { Tx } from '../../db/client';
import { courts, matches, users, type MatchRow, type TournamentRow } from '../../db/schema';
import { enqueueMail } from '../mail/enqueue-mail';
import { matchScheduledMail } from '../mail/tournament-templates';
import { loadEntrants, type EntrantInfo } from './entrants';
import { mailMatchTime } from '../mail/mail-match-time';

export type Settings = {
  notificationSettings?: Partial<Record<string, unknown>>;
  preferences?: { timezone?: unknown };
};

/** Match mails go to players whose email notifications and match reminders are on. */
export function wantsMatchMail(settings: Settings) {
  const chosen = {
    ...DEFAULT_USER_SETTINGS.notificationSettings,
    ...settings.notificationSettings,
  };
  return chosen.emailNotifications !== false && chosen.matchReminders !== false;
}

/**
 * Mails the players of matches that were just set, through the outbox in the
 * same transaction: at the start each player's first match ('first'), later
 * the match a result or a new round put them in ('next'). Honours each
 * player's notification settings.
 */
export async function mailMatchesSet(
  tx: Tx,
  tournament: TournamentRow,
  kind: 'first' | 'next',
  publicUrl: string,
  onlyKeys?: readonly string[],
) {
  if (onlyKeys?.length === 0) return;
  const rows = (
    await tx.select().from(matches).where(eq(matches.tournamentId, tournament.id))
  ).filter(
    (r) =>
      r.side1Id &&
      r.side2Id &&
      r.status === 'scheduled' &&
      r.stage !== 'extra' &&
      (!onlyKeys || onlyKeys.includes(r.key)),
  );
  if (rows.length === 0) return;
  const entrants = new Map((await loadEntrants(tx, tournament)).map((e) => [e.id, e]));
  const courtNames = new Map(
    (
      await tx
        .select()
        .from(courts)
        .where(eq(courts.tournamentId, tournament.parentId ?? tournament.id))
    ).map((c) => [c.id, c.name]),
  );
  // Each player's earliest set match among `rows`.
  const firstOf = new Map<string, { row: MatchRow; own: EntrantInfo; other: EntrantInfo }>();
  const at = (row: MatchRow) => row.startTime?.getTime() ?? Number.POSITIVE_INFINITY;
  for (const row of rows) {
    const [a, b] = [entrants.get(row.side1Id!), entrants.get(row.side2Id!)];
    if (!a || !b) continue;
    for (const [own, other] of [
      [a, b],
      [b, a],
    ] as const) {
      for (const player of own.players) {
        const seen = firstOf.get(player.id);
        if (!seen || at(row) < at(seen.row)) firstOf.set(player.id, { row, own, other });
      }
    }
  }
  if (firstOf.size === 0) return;
  const people = await tx
    .select({ id: users.id, name: users.name, email: users.email, settings: users.settings })
    .from(users)
    .where(inArray(users.id, [...firstOf.keys()]));
  for (const person of people) {
    const settings = person.settings as Settings;
    if (!wantsMatchMail(settings)) continue;
    const { row, other } = firstOf.get(person.id)!;
    await enqueueMail(
      tx,
      matchScheduledMail(
        person,
        tournament,
        {
          kind,
          opponent: other.name,
          when: row.startTime ? mailMatchTime(row.startTime, tournament.timeZone, settings) : null,
          court: row.courtId ? (courtNames.get(row.courtId) ?? null) : null,
        },
        publicUrl,
      ),
    );
  }
}
