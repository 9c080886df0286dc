import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentSchedule } from '@courtside/shared/api/event';
import type { Match } from '@courtside/shared/api/match';
import type { TournamentListResponse } from '@courtside/shared/api/tournament';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { createSessionUsers, createSignedInUser } from '../test/accounts';
import { matchesOf, scoreAs, tournamentWith } from '../test/competition';
import { callAs, createTournamentAs } from '../test/tournaments';
import { connectLive } from './test-client';

const adminUrl = process.env.TEST_DATABASE_URL;

/** Two app instances on one PostgreSQL database: events and cache invalidations cross over. */
describe.skipIf(!adminUrl)('two instances on one PostgreSQL database', () => {
  const name = `courtside_test_${randomBytes(6).toString('hex')}`;
  const instances: { app: FastifyInstance; database: Database }[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://courtside.test',
      RATE_LIMIT_MAX: '1000000',
    });
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({ url: url.toString() });
      instances.push({ app: await buildApp({ config, database }), database });
    }
    [a, b] = instances.map((instance) => instance.app) as [FastifyInstance, FastifyInstance];
  });

  afterAll(async () => {
    for (const { app, database } of instances) {
      await app.close();
      await database.close();
    }
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('a score written through A reaches a socket on B', async () => {
    const organizer = await createSignedInUser(a, { role: 'organizer' });
    const { id } = await tournamentWith(a, organizer.token, 4);
    await callAs(a, organizer.token)('POST', `/api/tournaments/${id}/start`);
    const match = (await matchesOf(a, organizer.token, id)).find(
      (m) => m.player1Id && m.player2Id,
    ) as Match;
    const spectator = await connectLive(b, null);
    spectator.send({ type: 'subscribe', topic: `match:${match.id}` });
    await spectator.next((m) => m.type === 'subscribed');
    expect((await scoreAs(a, organizer.token, match, [9], [2])).statusCode).toBe(200);
    const event = await spectator.next((m) => m.type === 'event', 1000);
    expect(event.type === 'event' && event.event.data?.games).toEqual([[9, 2]]);
    spectator.close();
  });

  it("B's cached list reflects a join made through A on the next request", async () => {
    const organizer = await createSignedInUser(a, { role: 'organizer' });
    const tournament = await createTournamentAs(a, organizer.token);
    const [player] = await createSessionUsers(a.db, 1);
    const rowOnB = async () =>
      (await callAs(b, player!.token)('GET', '/api/tournaments?limit=50'))
        .json<TournamentListResponse>()
        .data.find((r) => r.id === tournament.id)!;
    expect(await rowOnB()).toMatchObject({ isParticipant: false, currentParticipants: 0 });
    expect(await rowOnB()).toMatchObject({ isParticipant: false, currentParticipants: 0 });
    const joined = await callAs(a, player!.token)('POST', `/api/tournaments/${tournament.id}/join`);
    expect(joined.statusCode).toBe(200);
    expect(await rowOnB()).toMatchObject({ isParticipant: true, currentParticipants: 1 });
    // A sign-out through A is honoured by B at once.
    await callAs(a, player!.token)('POST', '/api/auth/logout');
    expect((await callAs(b, player!.token)('GET', '/api/tournaments')).statusCode).toBe(401);
  });
  it("B's cached tournament schedule shows a score written through A on the next request", async () => {
    const organizer = await createSignedInUser(a, { role: 'organizer' });
    const { id } = await tournamentWith(a, organizer.token, 4);
    await callAs(a, organizer.token)('POST', `/api/tournaments/${id}/start`);
    const scheduleOnB = async () =>
      (await callAs(b, organizer.token)('GET', `/api/tournaments/${id}/schedule`)).json<{
        data: TournamentSchedule;
      }>().data;
    const match = (await matchesOf(a, organizer.token, id)).find(
      (m) => m.player1Id && m.player2Id,
    ) as Match;
    expect((await scheduleOnB()).matches.find((m) => m.id === match.id)?.status).toBe('scheduled');
    expect((await scheduleOnB()).matches.find((m) => m.id === match.id)?.status).toBe('scheduled');
    expect((await scoreAs(a, organizer.token, match, [11, 11], [2, 3])).statusCode).toBe(200);
    expect((await scheduleOnB()).matches.find((m) => m.id === match.id)?.status).toBe('completed');
  });
});
