// `npm run bench:queries`: the hot database paths at 10,000 tournaments, timed inside the
// database. Seeds a fresh database (PGlite in its worker on a temporary data dir, or, with
// BENCH_PG_ADMIN_URL, a new PostgreSQL database that is dropped afterwards), then runs the
// services as the routes do, with every statement they send captured and run again under
// EXPLAIN ANALYZE. Prints, per path: statements (round trips), database time (planning and
// execution, each summed over the read statements) and wall time of the service call, medians.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq, type Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Db } from '../db/client';
import { maintainPglite } from '../db/pglite-maintenance';
import * as schema from '../db/schema';
import { joinTournament } from '../services/tournaments/join-tournament';
import { leaveTournament } from '../services/tournaments/leave-tournament';
import { listTournaments } from '../services/tournaments/list-tournaments';
import { loadTournamentDetail } from '../services/tournaments/load-tournament-detail';

const TOURNAMENTS = Number(process.env.BENCH_TOURNAMENTS ?? 10_000);
const PLAYERS = 3000;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const adminUrl = process.env.BENCH_PG_ADMIN_URL;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Everything a service sends, to run again under EXPLAIN ANALYZE. */
const captured: { sql: string; params: unknown[] }[] = [];
/** Reads only: writes (a data-modifying WITH included) and locks are not run twice. */
const isRead = (sql: string) =>
  /^\s*(select|with)\b/i.test(sql) && !/\b(insert into|delete from|update "|for update)/i.test(sql);
const logger: Logger = { logQuery: (sql, params) => void captured.push({ sql, params }) };

/** 10,000 tournaments like bench/run.mjs names them, 3,000 players, places and waitlists. */
const SEED_SQL = [
  `insert into users (name, email, role, rating, email_verified_at)
   select 'Bench Player ' || g, 'bench.p' || g || '@example.test', 'player', 2 + (g % 60) / 10.0, now()
   from generate_series(1, ${PLAYERS}) g`,
  `insert into users (name, email, role, email_verified_at)
   values ('Bench Organizer', 'bench.organizer@example.test', 'organizer', now())`,
  `insert into tournaments (name, description, location, category, type, format, status,
     start_date, max_participants, current_participants, organizer_id, created_at)
   select (array['Austin','Denver','Portland','Miami','Naples'])[g % 5 + 1] || ' '
       || (array['Open','Classic','Cup','Slam','Invitational'])[(g / 4) % 5 + 1] || ' #' || g,
     'A tournament of the benchmark',
     (array['Austin, TX','Denver, CO','Portland, OR','Miami, FL','Naples, FL'])[g % 5 + 1],
     'men', (array['singles','doubles','mixed'])[g % 3 + 1],
     (array['knockout','round-robin','swiss'])[g % 3 + 1],
     case when g % 10 < 6 then 'upcoming' when g % 10 < 8 then 'ongoing' else 'completed' end,
     timestamp '2027-01-01' + (g % 365) * interval '1 day', 16, g % 17,
     (select id from users where email = 'bench.organizer@example.test'),
     timestamp '2026-01-01' + g * interval '1 minute'
   from generate_series(1, ${TOURNAMENTS}) g`,
  `with t as (select id, current_participants c, row_number() over (order by created_at) rn
              from tournaments),
        u as (select id, row_number() over (order by email) - 1 un from users where role = 'player')
   insert into tournament_participants (tournament_id, user_id)
   select t.id, u.id from t join generate_series(0, 15) k on k < t.c
     join u on u.un = (t.rn * 7 + k) % ${PLAYERS}`,
  `with t as (select id, row_number() over (order by created_at) rn from tournaments
              where current_participants = max_participants),
        u as (select id, row_number() over (order by email) - 1 un from users where role = 'player')
   insert into tournament_waitlist (tournament_id, user_id)
   select t.id, u.id from t join generate_series(16, 17) k on true
     join u on u.un = (t.rn * 7 + k) % ${PLAYERS}`,
];

async function open() {
  if (adminUrl) {
    const name = `courtside_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    const drop = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
    return { database, cleanup: drop };
  }
  const dir = mkdtempSync(join(tmpdir(), 'courtside-bench-queries-'));
  const database = await openDatabase({ dataDir: join(dir, 'pglite') });
  return { database, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

const { database, cleanup } = await open();
try {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const t0 = performance.now();
  for (const [i, statement] of SEED_SQL.entries()) {
    const started = performance.now();
    await pool.query(statement);
    if (process.env.BENCH_VERBOSE) {
      console.log(
        `seed ${i + 1}/${SEED_SQL.length}: ${Math.round(performance.now() - started)} ms`,
      );
    }
  }
  const seededMs = Math.round(performance.now() - t0);
  console.log(`${database.kind}: seeded ${TOURNAMENTS} tournaments in ${seededMs} ms`);
  // What each database does by itself after such a load: PostgreSQL's autovacuum, PGlite's
  // maintenance round (db/pglite-maintenance.ts; BENCH_NO_MAINTENANCE=1 skips it).
  if (database.kind === 'postgres') await pool.query('vacuum analyze');
  else if (!process.env.BENCH_NO_MAINTENANCE) {
    await new Promise((resolve) => setTimeout(resolve, 1100)); // statistics are flushed each second
    await pool.query('select 1');
    const started = performance.now();
    const tables = await maintainPglite(pool);
    const ms = Math.round(performance.now() - started);
    console.log(`maintenance: ${tables.join(', ')} in ${ms} ms`);
  }

  const db = drizzle(pool, { schema, logger }) as unknown as Db;
  const [viewer] = await db
    .select()
    .from(schema.users)
    .where(eq(schema.users.email, 'bench.p7@example.test'));
  const [full] = await db
    .select({ id: schema.tournaments.id })
    .from(schema.tournaments)
    .where(eq(schema.tournaments.currentParticipants, 16))
    .limit(1);
  const [open] = await db
    .select({ id: schema.tournaments.id })
    .from(schema.tournaments)
    .where(eq(schema.tournaments.currentParticipants, 3))
    .limit(1);
  const joiners = await db
    .insert(schema.users)
    .values(
      Array.from({ length: 4 }, (_, i) => ({
        name: `Bench Joiner ${i}`,
        email: `bench.joiner${i}@example.test`,
      })),
    )
    .returning();
  const lastPage = Math.ceil(TOURNAMENTS / 20);
  const listQuery = (extra: object) => ({ page: 1, limit: 20, ...extra });

  /** Median statements, database ms and wall ms of `call`, EXPLAIN ANALYZE on the statements. */
  async function measure(
    name: string,
    call: (i: number) => Promise<unknown>,
    after: (i: number) => Promise<unknown> = async () => {},
  ) {
    for (let i = 0; i < 3; i += 1) {
      await call(i); // warm up: plans, caches, prepared statements
      await after(i);
    }
    const walls: number[] = [];
    const dbTimes: number[] = [];
    const planTimes: number[] = [];
    let statements = 0;
    for (let i = 0; i < RUNS; i += 1) {
      captured.length = 0;
      const started = performance.now();
      await call(i + 3);
      walls.push(performance.now() - started);
      const sent = captured.splice(0);
      if (process.env.BENCH_SHOW_SQL && i === 0) console.log(name, sent);
      if (process.env.BENCH_EXPLAIN && i === 0 && name.includes(process.env.BENCH_EXPLAIN)) {
        for (const { sql, params } of sent.filter((s) => isRead(s.sql))) {
          const plan = await pool.query(`explain (analyze, buffers) ${sql}`, params as unknown[]);
          console.log(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
        }
      }
      await after(i + 3);
      statements = sent.length;
      let planning = 0;
      let execution = 0;
      for (const { sql, params } of sent) {
        if (!isRead(sql)) continue;
        const [plan] = (
          await pool.query(`explain (analyze, timing off, format json) ${sql}`, params as unknown[])
        ).rows[0]['QUERY PLAN'] as { 'Planning Time': number; 'Execution Time': number }[];
        planning += plan!['Planning Time'];
        execution += plan!['Execution Time'];
      }
      planTimes.push(planning);
      dbTimes.push(execution);
    }
    return {
      path: name,
      statements,
      planMs: Number(median(planTimes).toFixed(2)),
      execMs: Number(median(dbTimes).toFixed(2)),
      wallMs: Number(median(walls).toFixed(2)),
    };
  }

  const rows = [
    await measure('list page 1', () => listTournaments(db, listQuery({}), viewer!.id)),
    await measure(`list last page (${lastPage})`, () =>
      listTournaments(db, listQuery({ page: lastPage }), viewer!.id),
    ),
    await measure('list q=open', () => listTournaments(db, listQuery({ q: 'open' }), viewer!.id)),
    await measure('list q=open&status=upcoming', () =>
      listTournaments(db, listQuery({ q: 'open', status: 'upcoming' }), viewer!.id),
    ),
    await measure('list q=aples (substring)', () =>
      listTournaments(db, listQuery({ q: 'aples' }), viewer!.id),
    ),
    await measure('list status=ongoing, page 50', () =>
      listTournaments(db, listQuery({ status: 'ongoing', page: 50 }), viewer!.id),
    ),
    await measure('list type=doubles', () =>
      listTournaments(db, listQuery({ type: 'doubles' }), viewer!.id),
    ),
    await measure('detail (16 players, 2 waiting)', () =>
      loadTournamentDetail(db, full!.id, viewer!.id),
    ),
    await measure(
      'join (then leave, untimed)',
      (i) => joinTournament(db, joiners[i % 4]!, open!.id, { isWaitlistRequest: false }),
      (i) => leaveTournament(db, joiners[i % 4]!, open!.id, 'http://bench.test'),
    ),
    await joinTournament(db, joiners[0]!, open!.id, { isWaitlistRequest: false }).then(() =>
      measure(
        'leave (after a join, untimed)',
        (i) => leaveTournament(db, joiners[i % 4]!, open!.id, 'http://bench.test'),
        (i) => joinTournament(db, joiners[(i + 1) % 4]!, open!.id, { isWaitlistRequest: false }),
      ),
    ),
  ];
  console.table(rows);
  if (database.kind === 'pglite') {
    // One session: the statements the services prepared, and whether PostgreSQL kept a plan.
    const prepared = await pool.query(
      'select name, generic_plans, custom_plans from pg_prepared_statements order by name',
    );
    console.table(prepared.rows);
  }
} finally {
  await database.close();
  await cleanup();
}
