import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import { PGLITE_OPTIONS } from './pglite-options';

const TAG = '0024_events';

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

describe(`migration ${TAG} (decision 034)`, () => {
  const before = folderBefore(TAG);
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('makes every existing tournament a tournament with one event, losing nothing', async () => {
    const client = new PGlite(PGLITE_OPTIONS);
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    const user = async (name: string, role: string) =>
      (
        await client.query<{ id: string }>(
          `insert into users (name, email, role) values ($1, $2, $3) returning id`,
          [name, `${name}-${Math.random()}@example.com`, role],
        )
      ).rows[0]!.id;
    const organizer = await user('Olga', 'organizer');
    const players = [await user('Ann', 'player'), await user('Bo', 'player')];
    const tournament = (
      await client.query<{ id: string }>(
        `insert into tournaments (name, category, type, format, status, start_date, location,
           max_participants, organizer_id, time_zone, winner_name, rules)
         values ('Open 3.5', 'men', 'singles', 'knockout', 'completed', '2027-04-10', 'Austin', 8,
           $1, 'America/Chicago', 'Ann', '<p>Rules</p>') returning id`,
        [organizer],
      )
    ).rows[0]!.id;
    for (const p of players) {
      await client.query(
        `insert into tournament_participants (tournament_id, user_id) values ($1, $2)`,
        [tournament, p],
      );
    }
    await client.query(
      `insert into matches (tournament_id, key, stage, round, position, side1_id, side2_id, status, winner_id)
       values ($1, 'KO-R1-M1', 'knockout', 1, 1, $2, $3, 'completed', $2)`,
      [tournament, players[0], players[1]],
    );
    const snapshot = async () => ({
      tournament: (await client.query(`select * from tournaments where id = $1`, [tournament]))
        .rows[0] as Record<string, unknown>,
      participants: (await client.query(`select * from tournament_participants order by user_id`))
        .rows,
      matches: (await client.query(`select * from matches`)).rows,
      counts: (await client.query(`select * from tournament_counts order by status, type`)).rows,
      totals: (await client.query(`select * from tournament_totals`)).rows,
    });
    const old = await snapshot();

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const now = await snapshot();
    const { parent_id: parentId, ...kept } = now.tournament;
    expect(parentId).toBeNull();
    expect(kept).toMatchObject(old.tournament);
    expect(now.participants).toEqual(old.participants);
    expect(now.matches).toEqual(old.matches);
    expect(now.counts).toEqual(old.counts);
    expect(now.totals).toEqual(old.totals);

    // A further event takes the venue from its tournament, whatever its writer says, and the
    // list's counters do not count it.
    const event = (
      await client.query<{ id: string }>(
        `insert into tournaments (parent_id, name, category, type, format, start_date, location,
           max_participants, organizer_id)
         values ($1, 'Mixed 3.5', 'mixed', 'doubles', 'round-robin', '1999-01-01', 'Elsewhere', 8, $2)
         returning id`,
        [tournament, players[0]],
      )
    ).rows[0]!.id;
    const eventRow = async () =>
      (
        await client.query<Record<string, unknown>>(
          `select location, start_date::text as start, time_zone, organizer_id, rules
           from tournaments where id = $1`,
          [event],
        )
      ).rows[0];
    expect(await eventRow()).toEqual({
      location: 'Austin',
      start: '2027-04-10',
      time_zone: 'America/Chicago',
      organizer_id: organizer,
      rules: '<p>Rules</p>',
    });
    expect(
      (await client.query(`select * from tournament_counts order by status, type`)).rows,
    ).toEqual(old.counts);
    await client.query(
      `update tournaments set location = 'Zilker', time_zone = 'America/Denver' where id = $1`,
      [tournament],
    );
    expect(await eventRow()).toMatchObject({ location: 'Zilker', time_zone: 'America/Denver' });
    await client.query(`update tournaments set location = 'Mine' where id = $1`, [event]);
    expect(await eventRow()).toMatchObject({ location: 'Zilker' });

    // An event never moves, and never holds events of its own.
    await expect(
      client.query(`update tournaments set parent_id = null where id = $1`, [event]),
    ).rejects.toThrow(/stays in its tournament/);
    await expect(
      client.query(
        `insert into tournaments (parent_id, name, category, type, format, start_date, location,
           max_participants, organizer_id)
         values ($1, 'Nested', 'men', 'singles', 'knockout', '2027-04-10', 'x', 8, $2)`,
        [event, organizer],
      ),
    ).rejects.toThrow(/belongs to a tournament/);

    // The tournament goes with its events.
    await client.query(`delete from tournaments where id = $1`, [tournament]);
    expect((await client.query(`select id from tournaments`)).rows).toEqual([]);
    await client.close();
  }, 180_000);
});
