import pg from 'pg';

export interface ChangeListener {
  listen: (handler: (payload: string) => void, onGap?: () => void) => () => void;
  sync: () => Promise<boolean>;
  close: () => Promise<void>;
  /** The pool's `onConnect`, when each of its connections must listen (PGlite). */
  onConnect?: (client: pg.ClientBase) => Promise<void>;
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/** Handlers of one channel; `gap` when notifications may have been lost. */
class Handlers {
  private readonly entries = new Set<{ handler: (payload: string) => void; onGap?: () => void }>();

  add(handler: (payload: string) => void, onGap?: () => void): () => void {
    const entry = { handler, onGap };
    this.entries.add(entry);
    return () => void this.entries.delete(entry);
  }

  notify(payload: string): void {
    for (const { handler } of this.entries) handler(payload);
  }

  gap(): void {
    for (const { onGap } of this.entries) onGap?.();
  }
}

/**
 * PGlite behind its worker has one session, and every connection of the pool shares it: a
 * connection that LISTENs receives the notifications of the commits it runs itself, in band,
 * before the commit's own answer (PGlite's session notifies itself). So each pool connection
 * LISTENs as it connects (the wire server's DISCARD ALL between connections forgets it), and
 * its notifications are handed on before the committing query resolves: nothing in flight.
 */
function pooledListener(channel: string): ChangeListener {
  const handlers = new Handlers();
  return {
    listen: (handler, onGap) => handlers.add(handler, onGap),
    sync: async () => true,
    close: async () => {},
    // The pool waits for it before it hands the new connection out, so the LISTEN never runs
    // beside another query on the connection.
    onConnect: async (client) => {
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) {
          handlers.notify(message.payload);
        }
      });
      await client.query(`LISTEN ${channel}`);
    },
  };
}

/**
 * `roundTrip`, shared: every call resolves with a round trip that started after it was made, and
 * at most one is under way. A trip starts once the current turn of the event loop has run
 * (`setImmediate`), so the requests read from the sockets in one turn share it; calls made while
 * one is under way share the next, started when it returns. (Started at once, the first request
 * of a turn had a trip to itself and the rest of the turn waited for the one after: twice the
 * trips, half a trip more waiting.)
 */
export function coalesceRoundTrips(roundTrip: () => Promise<boolean>): () => Promise<boolean> {
  let isUnderWay = false;
  let next: { promise: Promise<boolean>; resolve: (ok: boolean) => void } | null = null;
  let isScheduled = false;

  const start = () => {
    isScheduled = false;
    const trip = next;
    // Only ever scheduled with a trip waiting and none under way.
    if (!trip) return;
    next = null;
    isUnderWay = true;
    void roundTrip()
      .catch(() => false)
      .then((ok) => {
        isUnderWay = false;
        trip.resolve(ok);
        if (next) startSoon();
      });
  };
  const startSoon = () => {
    if (isScheduled) return;
    isScheduled = true;
    setImmediate(start);
  };

  return () => {
    if (!next) {
      let resolve!: (ok: boolean) => void;
      const promise = new Promise<boolean>((r) => (resolve = r));
      next = { promise, resolve };
      if (!isUnderWay) startSoon();
    }
    return next.promise;
  };
}

/**
 * PostgreSQL: one dedicated connection LISTENs (reconnecting with backoff; a reconnect is a
 * gap). `sync` runs a round trip on that connection: PostgreSQL delivers the notifications of
 * every transaction committed before a query started ahead of that query's answer, so once it
 * returns, they have been handed on. Concurrent callers share a round trip
 * (`coalesceRoundTrips`); one that arrives while a round trip is under way waits for the next
 * one (the current one may have started before its commit).
 */
function dedicatedListener(config: pg.PoolConfig, channel: string): ChangeListener {
  const handlers = new Handlers();
  let client: pg.Client | null = null;
  let isConnected = false;
  let isClosed = false;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | null = null;
  let hasConnectedBefore = false;

  const connect = async () => {
    if (isClosed) return;
    const candidate = new pg.Client(config);
    candidate.on('error', () => lost(candidate));
    candidate.on('end', () => lost(candidate));
    candidate.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) {
        handlers.notify(message.payload);
      }
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${channel}`);
    } catch {
      lost(candidate);
      return;
    }
    if (isClosed) {
      await candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    isConnected = true;
    delay = RECONNECT_MIN_MS;
    // Whatever was committed while no one listened is unknown: caches and sequences restart.
    if (hasConnectedBefore) handlers.gap();
    hasConnectedBefore = true;
  };

  function lost(which: pg.Client) {
    if (client !== null && client !== which) return;
    if (client === which) {
      client = null;
      isConnected = false;
      handlers.gap();
    }
    which.end().catch(() => {});
    if (isClosed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  }

  const roundTrip = async (): Promise<boolean> => {
    const target = client;
    if (!isConnected || !target) return false;
    try {
      await target.query('SELECT 1');
      return target === client;
    } catch {
      return false;
    }
  };

  const sync = coalesceRoundTrips(roundTrip);

  const ready = connect();
  return {
    listen: (handler, onGap) => handlers.add(handler, onGap),
    sync: async () => {
      await ready;
      return sync();
    },
    close: async () => {
      isClosed = true;
      if (timer) clearTimeout(timer);
      await ready;
      const last = client;
      client = null;
      isConnected = false;
      await last?.end().catch(() => {});
    },
  };
}

/**
 * The change notifications of a database, however they arrive (decision 014); on PGlite the
 * pool must be opened with the listener's `onConnect`.
 */
export function openChangeListener(
  kind: 'pglite' | 'postgres',
  config: pg.PoolConfig,
  channel: string,
): ChangeListener {
  return kind === 'pglite' ? pooledListener(channel) : dedicatedListener(config, channel);
}
