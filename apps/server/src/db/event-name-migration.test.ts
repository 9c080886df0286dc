import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import { PGLITE_OPTIONS } from './pglite-options';

const TAG = '0028_event_name';

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

describe(`migration ${TAG} (decision 039)`, () => {
  const before = folderBefore(TAG);
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it("keeps every tournament and event as it was, and lets only a tournament's row name its first event", async () => {
    const client = new PGlite(PGLITE_OPTIONS);
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    const organizer = (
      await client.query<{ id: string }>(
        `insert into users (name, email, role) values ('Olga', $1, 'organizer') returning id`,
        [`olga-${Math.random()}@example.com`],
      )
    ).rows[0]!.id;
    const insert = (name: string, parentId: string | null) =>
      client.query<{ id: string }>(
        `insert into tournaments (parent_id, name, category, type, format, start_date, location,
           max_participants, organizer_id)
         values ($1, $2, 'men', 'singles', 'knockout', '2027-04-10', 'Austin', 8, $3)
         returning id`,
        [parentId, name, organizer],
      );
    const tournament = (await insert('Spring Open', null)).rows[0]!.id;
    const event = (await insert('Mixed Doubles 3.5', tournament)).rows[0]!.id;
    const rows = () =>
      client.query<Record<string, unknown>>(
        `select * from tournaments order by parent_id nulls first`,
      );
    const old = (await rows()).rows;

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const now = (await rows()).rows;
    // Nothing lost: every column as it was, and no first event named apart yet.
    expect(now.map(({ event_name: _, ...kept }) => kept)).toEqual(old);
    expect(now.map((r) => r.event_name)).toEqual([null, null]);

    // The tournament's row names its first event; a further event keeps its name in `name`.
    await client.query(`update tournaments set event_name = $1 where id = $2`, [
      "Men's Singles",
      tournament,
    ]);
    await expect(
      client.query(`update tournaments set event_name = 'Other' where id = $1`, [event]),
    ).rejects.toThrow(/tournaments_event_name_first_only/);
    expect(
      (await client.query(`select name, event_name from tournaments where id = $1`, [tournament]))
        .rows[0],
    ).toEqual({ name: 'Spring Open', event_name: "Men's Singles" });
    await client.close();
  }, 180_000);
});
