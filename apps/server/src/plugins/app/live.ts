import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { sql } from 'drizzle-orm';
import { ChangeBus } from '../../live/change-bus';
import { KnownTopics, type KnownIds } from '../../live/known-topics';
import { LiveHub } from '../../live/live-hub';
import { ReadCache } from '../../live/read-cache';
import { SerializedAnswers } from '../../live/serialized-answers';
import { SessionCache } from '../../live/session-cache';
import { canSeeResults } from '../../services/viewer/results-access';

export interface Live {
  bus: ChangeBus;
  cache: ReadCache;
  /** The JSON bodies of answers made of the cache's objects, serialized once each. */
  answers: SerializedAnswers;
  sessions: SessionCache;
  /** Every tournament and match id, so that unknown topics never reach the database. */
  known: KnownTopics;
  hub: LiveHub;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Live updates: the change bus, the caches it keeps fresh, the sockets (decision 014). */
    live: Live;
  }
}

/**
 * `sync` once per scope (a request): its first wait is for a round trip that began after the
 * request arrived, so every change committed before the request has been applied to the caches
 * by then, and its later reads need no round trip of their own. Without a scope (the websocket
 * hub), a round trip each time.
 */
export function syncOncePer(sync: () => Promise<boolean>): (scope?: object) => Promise<boolean> {
  const synced = new WeakMap<object, Promise<boolean>>();
  return (scope) => {
    if (!scope) return sync();
    let done = synced.get(scope);
    if (!done) synced.set(scope, (done = sync()));
    return done;
  };
}

/**
 * Wires the database's change notifications into the change bus, and the bus into the caches
 * of hot reads and the websocket hub. Registered before the routes, which read through it.
 */
export const livePlugin = fp(async function livePlugin(
  app: FastifyInstance,
  { database }: { database: Database },
) {
  const bus = new ChangeBus();
  const sync = syncOncePer(database.sync);
  const cache = new ReadCache(database.db, sync);
  const sessions = new SessionCache(database.db, sync);
  const known = new KnownTopics(async () => {
    const rows = (await database.db.execute(sql`
      select id, is_public as "isPublic", null as "tournamentId" from tournaments
      union all
      select id, null, tournament_id from matches`)) as unknown as {
      rows: { id: string; isPublic: boolean | null; tournamentId: string | null }[];
    };
    const ids: KnownIds = { tournaments: [], matches: [] };
    for (const row of rows.rows) {
      if (row.tournamentId === null)
        ids.tournaments.push({ id: row.id, isPublic: row.isPublic !== false });
      else ids.matches.push({ id: row.id, tournamentId: row.tournamentId });
    }
    return ids;
  });
  const hub = new LiveHub(
    bus,
    {
      findSession: (token) => sessions.find(token),
      placeOf: async (topic) => {
        const place = await known.find(topic);
        if (place) return place;
        // Created a moment ago, its notification perhaps still on its way: one round trip shared
        // by every caller (`sync`, a SELECT 1 on the listening connection; none on PGlite), no
        // lookup of the id.
        await sync();
        return known.find(topic);
      },
      canSeeResults: (userId, tournamentId) =>
        canSeeResults(database.db, { id: userId }, tournamentId),
      seesPeople: (userId, topic) => seesPeople(database.db, userId, topic),
    },
    {
      perIp: app.config.LIVE_MAX_CONNECTIONS_PER_IP,
      perUser: app.config.LIVE_MAX_CONNECTIONS_PER_USER,
    },
  );
  // The caches drop what a change made stale before any socket hears of it.
  bus.onChange((change) => {
    cache.apply(change);
    sessions.apply(change);
    known.apply(change);
  });
  const stopListening = database.listen(
    (payload) => bus.receive(payload),
    () => {
      cache.clear();
      sessions.clear();
      void known.load().catch(() => {});
      bus.reset();
    },
  );
  await known.load();
  app.decorate('live', { bus, cache, answers: new SerializedAnswers(), sessions, known, hub });
  app.addHook('onClose', async () => {
    stopListening();
    hub.close();
  });
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
});

/**
 * Whether `userId` may learn who a topic's events name (issue 22.9): for `match:{id}`, the
 * tournament's organizer, the match's players (in person or in a team) and its keepers; for
 * `tournament:{id}`, its organizer, participants, team members and keepers.
 */
async function seesPeople(db: Database['db'], userId: string, topic: string): Promise<boolean> {
  const [kind, id] = topic.split(':') as [string, string];
  const result = (await db.execute(
    kind === 'match'
      ? sql`
        select exists (
          select 1 from matches m join tournaments t on t.id = m.tournament_id
          where m.id = ${id}::uuid and (t.organizer_id = ${userId}::uuid
            or ${userId}::uuid in (m.side1_id, m.side2_id)
            or exists (select 1 from team_members tm
              where tm.team_id in (m.side1_id, m.side2_id) and tm.user_id = ${userId}::uuid)
            or exists (select 1 from match_score_keepers k
              where k.match_id = m.id and k.user_id = ${userId}::uuid)
            or exists (select 1 from tournament_score_keepers s
              where s.tournament_id = m.tournament_id and s.user_id = ${userId}::uuid
                and (s.court_id is null or s.court_id = m.court_id)))) as sees`
      : sql`
        select exists (
          select 1 from tournaments t where t.id = ${id}::uuid and (t.organizer_id = ${userId}::uuid
            or exists (select 1 from tournament_participants p
              where p.tournament_id = t.id and p.user_id = ${userId}::uuid)
            or exists (select 1 from team_members tm
              where tm.tournament_id = t.id and tm.user_id = ${userId}::uuid)
            or exists (select 1 from match_score_keepers k join matches x on x.id = k.match_id
              where x.tournament_id = t.id and k.user_id = ${userId}::uuid)
            or exists (select 1 from tournament_score_keepers s
              where s.tournament_id = t.id and s.user_id = ${userId}::uuid))) as sees`,
  )) as unknown as { rows: { sees: boolean }[] };
  return result.rows[0]?.sees === true;
}
