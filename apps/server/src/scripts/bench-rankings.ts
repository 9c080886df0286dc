// `npx tsx apps/server/src/scripts/bench-rankings.ts`: the Players page's queries at 10,000
// players and 50,000 completed matches (PGlite in memory, or BENCH_DATABASE_URL). The matches
// are inserted as plain rows: the triggers of migration 0007 derive every player's results and
// totals from them, as they do for scores entered through the API. Prints medians per query.
// `--seed-only` (with BENCH_DATABASE_URL): only seeds, for bench/players.mjs to serve over HTTP;
// `--seed-data-dir DIR` does the same for a PGlite data dir (DIR/pglite, as the server opens it),
// slowly: through the file-backed PGlite, the 50,000 inserts and their triggers take minutes.
import { join } from 'node:path';
import type { PlayerSort } from '@courtside/shared/constants';
import { openDatabase, type Db } from '../db/client';
import { listPlayers } from '../services/players/list-players';
import { getPlayerStats } from '../services/players/player-stats';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 10_000);
const MATCHES = Number(process.env.BENCH_MATCHES ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 25);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function seed(db: Db) {
  const seedStarted = performance.now();
  await db.execute(`insert into users (name, email, role, rating, email_verified_at)
    select 'Bench Player ' || g, 'bench.rank' || g || '@example.test', 'player',
      2 + (g % 60) / 10.0, now() from generate_series(1, ${PLAYERS}) g`);
  await db.execute(`insert into users (name, email, role, email_verified_at)
    values ('Bench Organizer', 'bench.rank.organizer@example.test', 'organizer', now())`);
  await db.execute(`insert into tournaments (name, location, category, type, format, status,
      start_date, max_participants, organizer_id)
    select 'Bench Open ' || g, 'Austin, TX', 'men', 'singles', 'round-robin', 'completed', now(), 128,
      (select id from users where email = 'bench.rank.organizer@example.test')
    from generate_series(1, ${Math.ceil(MATCHES / 100)}) g`);
  await db.execute(`with p as (select id, row_number() over (order by id) - 1 n from users where role = 'player'),
      t as (select id, row_number() over (order by id) - 1 n from tournaments where name like 'Bench Open %')
    insert into matches (tournament_id, key, stage, round, position, side1_id, side2_id, winner_id,
      games, status, actual_start_time, completed_at)
    select t.id, 'm' || g, 'group', 1, g, a.id, b.id, case when g % 3 = 0 then b.id else a.id end,
      '[[11,7],[11,9]]'::jsonb, 'completed', now() - (g || ' minutes')::interval - interval '25 minutes',
      now() - (g || ' minutes')::interval
    from generate_series(1, ${MATCHES}) g
    join t on t.n = g % (select count(*) from t)
    join p a on a.n = (g::bigint * 7919) % ${PLAYERS}
    join p b on b.n = (g::bigint * 104729 + 1) % ${PLAYERS}
    where a.id <> b.id`);
  await db.execute('analyze');
  console.log(
    `seeded ${PLAYERS} players and ${MATCHES} matches in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
}

async function main() {
  const seedDir = process.argv.indexOf('--seed-data-dir');
  if (seedDir > 0) {
    const database = await openDatabase({ dataDir: join(process.argv[seedDir + 1]!, 'pglite') });
    await seed(database.db);
    await database.close();
    return;
  }
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(url ? { url } : { memory: true });
  const { db } = database;
  await seed(db);
  if (process.argv.includes('--seed-only')) {
    await database.close();
    return;
  }

  const viewer = { id: '00000000-0000-4000-8000-000000000000' };
  const cases: [string, () => Promise<unknown>][] = [
    ...(['rating', 'wins', 'winRate', 'gamesPlayed', 'name'] as PlayerSort[]).map(
      (sort) =>
        [
          `rankings sort=${sort}`,
          () => listPlayers(db, { page: 1, limit: 20, sort }, viewer, 'rating'),
        ] as [string, () => Promise<unknown>],
    ),
    [
      'rankings level=advanced',
      () => listPlayers(db, { page: 1, limit: 20, level: 'advanced' }, viewer, 'rating'),
    ],
    [
      'rankings q=player 12',
      () => listPlayers(db, { page: 1, limit: 20, q: 'player 12' }, viewer, 'rating'),
    ],
    ['rankings page 400', () => listPlayers(db, { page: 400, limit: 20 }, viewer, 'rating')],
    ['rankings anonymous', () => listPlayers(db, { page: 1, limit: 20 }, null, 'rating')],
  ];
  const { rows } = (await db.execute(
    `select id from users where name = 'Bench Player 42'`,
  )) as unknown as { rows: { id: string }[] };
  cases.push(['player stats', () => getPlayerStats(db, rows[0]!.id, viewer)]);
  for (const [label, run] of cases) {
    await run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    console.log(`${label.padEnd(28)} median ${median(times).toFixed(1)} ms`);
  }
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
