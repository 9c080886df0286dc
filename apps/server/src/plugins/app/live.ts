import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { BoundedMap } from '../../live/bounded-map';
import { ChangeBus } from '../../live/change-bus';
import { LiveHub } from '../../live/live-hub';
import { ReadCache } from '../../live/read-cache';
import { SerializedAnswers } from '../../live/serialized-answers';
import { SessionCache } from '../../live/session-cache';
import { findMatch } from '../../services/matches/find-match';

export interface Live {
  bus: ChangeBus;
  cache: ReadCache;
  /** The JSON bodies of answers made of the cache's objects, serialized once each. */
  answers: SerializedAnswers;
  sessions: SessionCache;
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
  // The tournament of a match never changes: kept without invalidation.
  const matchTournament = new BoundedMap<string, string>(50_000);
  const hub = new LiveHub(bus, {
    findSession: (token) => sessions.find(token),
    tournamentOf: async (topic) => {
      const [kind, id] = topic.split(':') as [string, string];
      let tournamentId = id;
      if (kind === 'match') {
        tournamentId = matchTournament.get(id) ?? (await findMatch(database.db, id)).tournamentId;
        matchTournament.set(id, tournamentId);
      }
      const detail = await cache.detail(tournamentId, '');
      return { tournamentId, isPublic: detail.isPublic };
    },
  });
  // The caches drop what a change made stale before any socket hears of it.
  bus.onChange((change) => {
    cache.apply(change);
    sessions.apply(change);
  });
  const stopListening = database.listen(
    (payload) => bus.receive(payload),
    () => {
      cache.clear();
      sessions.clear();
      bus.reset();
    },
  );
  app.decorate('live', { bus, cache, answers: new SerializedAnswers(), sessions, hub });
  app.addHook('onClose', async () => {
    stopListening();
    hub.close();
  });
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
});
