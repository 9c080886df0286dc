import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import { PGLITE_OPTIONS } from './pglite-options';

const TAG = '0013_venue_time_zone';

/** The migrations folder as it was before `TAG`: its journal stops one entry short. */
function folderBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'courtside-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalPath = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe(`migration ${TAG}`, () => {
  const before = folderBefore(TAG);
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('keeps every date as the organizer typed it, in their profile zone', async () => {
    const client = new PGlite(PGLITE_OPTIONS);
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    const organizer = (zone: unknown) =>
      client.query<{ id: string }>(
        `insert into users (name, email, role, settings) values ('O', $1, 'organizer', $2) returning id`,
        [
          `${Math.random()}@example.com`,
          JSON.stringify(zone ? { preferences: { timezone: zone } } : {}),
        ],
      );
    const chicago = (await organizer('America/Chicago')).rows[0]!.id;
    const tokyo = (await organizer('Asia/Tokyo')).rows[0]!.id;
    const unset = (await organizer(null)).rows[0]!.id;
    const broken = (await organizer('Mars/Olympus')).rows[0]!.id;
    const insert = (name: string, organizerId: string, start: string, end: string | null) =>
      client.query(
        `insert into tournaments (name, category, type, format, start_date, end_date, location, max_participants, organizer_id)
         values ($1, 'men', 'singles', 'knockout', $2, $3, 'Court', 8, $4)`,
        [name, start, end, organizerId],
      );
    // What the old web app stored: midnight of the picked day in the organizer's zone.
    await insert('chicago', chicago, '2026-11-26T06:00:00Z', '2026-11-28T06:00:00Z');
    await insert('tokyo', tokyo, '2026-11-25T15:00:00Z', null);
    await insert('unset', unset, '2026-11-26T05:00:00Z', '2026-03-08T05:00:00Z');
    await insert('broken', broken, '2026-07-04T04:00:00Z', null);

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const { rows } = await client.query<{
      name: string;
      start: string;
      end: string | null;
      zone: string;
    }>(
      `select name, start_date::text as start, end_date::text as end, time_zone as zone
       from tournaments order by name`,
    );
    expect(rows).toEqual([
      { name: 'broken', start: '2026-07-04', end: null, zone: 'America/New_York' },
      { name: 'chicago', start: '2026-11-26', end: '2026-11-28', zone: 'America/Chicago' },
      { name: 'tokyo', start: '2026-11-26', end: null, zone: 'Asia/Tokyo' },
      { name: 'unset', start: '2026-11-26', end: '2026-03-08', zone: 'America/New_York' },
    ]);
    await client.close();
  });
});
