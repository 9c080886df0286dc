import type { WebSocket } from '@fastify/websocket';
import {
  LIVE_CLOSE_CODES,
  LIVE_MAX_TOPICS,
  liveClientMessageSchema,
  type LiveServerMessage,
} from '@courtside/shared/api/live';
import type { UserRow } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { ChangeBus, LiveEvent } from './change-bus';

/** A socket whose unsent data passes this is dropped rather than slowing the others. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Heartbeat: a socket that has not answered the previous ping by the next one is closed. */
export const HEARTBEAT_MS = 30_000;
/** The first message (auth) must come within this. */
export const AUTH_TIMEOUT_MS = 10_000;
/** `ws` sends a Buffer as a binary frame unless told otherwise. */
const TEXT_FRAME = { binary: false } as const;

export interface LiveAccess {
  /** The session behind a bearer token, or null. */
  findSession: (token: string) => Promise<{ user: UserRow; sessionId: string } | null>;
  /**
   * The tournament a topic belongs to and whether it is public; throws AppError NOT_FOUND.
   * `user:` topics are checked by the hub itself.
   */
  tournamentOf: (topic: string) => Promise<{ tournamentId: string; isPublic: boolean }>;
}

interface Subscription {
  tournamentId: string | null;
}

/** One client: who it is, what it follows; its messages handled one at a time. */
class LiveClient {
  userId: string | null = null;
  sessionId: string | null = null;
  isAuthenticated = false;
  isAlive = true;
  readonly subscriptions = new Map<string, Subscription>();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly socket: WebSocket,
    private readonly hub: LiveHub,
  ) {}

  /**
   * Sends a prepared message, always as a text frame (JSON; a browser would hand a binary one to
   * its page as a Blob); a client too slow to take it is dropped.
   */
  sendRaw(message: string | Buffer): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.close(LIVE_CLOSE_CODES.tooSlow, 'Too slow');
      this.socket.terminate();
      return;
    }
    this.socket.send(message, TEXT_FRAME);
  }

  send(message: LiveServerMessage): void {
    this.sendRaw(JSON.stringify(message));
  }

  fail(
    code: Extract<LiveServerMessage, { type: 'error' }>['code'],
    message: string,
    topic?: string,
  ) {
    this.send({ type: 'error', code, message, ...(topic ? { topic } : {}) });
  }

  receive(data: unknown): void {
    this.queue = this.queue
      .then(() => this.handle(data))
      .catch(() => this.fail('BAD_MESSAGE', 'The message could not be handled'));
  }

  private async handle(data: unknown): Promise<void> {
    let json: unknown;
    try {
      json = JSON.parse(String(data));
    } catch {
      return this.fail('BAD_MESSAGE', 'Messages are JSON');
    }
    const parsed = liveClientMessageSchema.safeParse(json);
    if (!parsed.success) return this.fail('BAD_MESSAGE', 'Unknown or malformed message');
    const message = parsed.data;
    if (message.type === 'ping') return this.send({ type: 'pong' });
    if (message.type === 'auth') return this.hub.authenticate(this, message.token);
    if (!this.isAuthenticated) return this.fail('UNAUTHORIZED', 'Send auth first');
    if (message.type === 'unsubscribe') {
      this.hub.unsubscribe(this, message.topic);
      return this.send({ type: 'unsubscribed', topic: message.topic });
    }
    return this.hub.subscribe(this, message.topic, message.since);
  }
}

/**
 * The sockets of this instance and what they follow (decision 014). The bus calls one listener
 * per followed topic, which writes the event's frame (serialized once) to every follower.
 */
export class LiveHub {
  private readonly clients = new Set<LiveClient>();
  private readonly followers = new Map<string, { clients: Set<LiveClient>; stop: () => void }>();
  private readonly bySession = new Map<string, Set<LiveClient>>();
  private readonly stops: (() => void)[] = [];
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly bus: ChangeBus,
    private readonly access: LiveAccess,
  ) {
    this.stops.push(
      bus.onSessionRevoked((sessionId) => {
        for (const client of this.bySession.get(sessionId) ?? []) {
          client.socket.close(LIVE_CLOSE_CODES.unauthorized, 'Session revoked');
        }
      }),
      bus.onReset((epoch) => {
        for (const client of this.clients) {
          if (!client.isAuthenticated) continue;
          client.send({ type: 'hello', epoch, userId: client.userId });
          for (const topic of client.subscriptions.keys()) {
            client.send({ type: 'resync', topic, seq: 0 });
          }
        }
      }),
      bus.onChange((change) => {
        // A tournament no longer public: signed-out followers lose it and its matches.
        if (change.t !== 'tournaments' || change.row?.isPublic !== false || !change.tid) return;
        for (const client of this.clients) {
          if (client.userId !== null) continue;
          for (const [topic, subscription] of client.subscriptions) {
            if (subscription.tournamentId !== change.tid) continue;
            this.unsubscribe(client, topic);
            client.fail('FORBIDDEN', 'This tournament is not public', topic);
          }
        }
      }),
    );
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  /** A new socket: it must authenticate (or declare itself anonymous) first. */
  accept(socket: WebSocket): void {
    const client = new LiveClient(socket, this);
    this.clients.add(client);
    const authTimer = setTimeout(() => {
      if (!client.isAuthenticated) socket.close(LIVE_CLOSE_CODES.authTimeout, 'No auth');
    }, AUTH_TIMEOUT_MS);
    authTimer.unref();
    socket.on('message', (data: unknown) => client.receive(data));
    socket.on('pong', () => (client.isAlive = true));
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      clearTimeout(authTimer);
      this.clients.delete(client);
      for (const topic of [...client.subscriptions.keys()]) this.unsubscribe(client, topic);
      if (client.sessionId) this.bySession.get(client.sessionId)?.delete(client);
      if (client.sessionId && this.bySession.get(client.sessionId)?.size === 0) {
        this.bySession.delete(client.sessionId);
      }
    });
  }

  async authenticate(client: LiveClient, token: string | null): Promise<void> {
    if (client.isAuthenticated) return client.fail('BAD_MESSAGE', 'Already authenticated');
    if (token !== null) {
      const session = await this.access.findSession(token);
      if (!session) {
        client.fail('UNAUTHORIZED', 'Please sign in to continue');
        client.socket.close(LIVE_CLOSE_CODES.unauthorized, 'Unauthorized');
        return;
      }
      client.userId = session.user.id;
      client.sessionId = session.sessionId;
      let set = this.bySession.get(session.sessionId);
      if (!set) this.bySession.set(session.sessionId, (set = new Set()));
      set.add(client);
    }
    client.isAuthenticated = true;
    client.send({ type: 'hello', epoch: this.bus.epoch, userId: client.userId });
  }

  async subscribe(
    client: LiveClient,
    topic: string,
    since: { epoch: string; seq: number } | undefined,
  ): Promise<void> {
    if (!client.subscriptions.has(topic) && client.subscriptions.size >= LIVE_MAX_TOPICS) {
      return client.fail('TOO_MANY_TOPICS', `At most ${LIVE_MAX_TOPICS} topics`, topic);
    }
    let tournamentId: string | null = null;
    if (topic.startsWith('user:')) {
      if (client.userId === null || topic !== `user:${client.userId}`) {
        return client.fail('FORBIDDEN', 'Only your own user topic', topic);
      }
    } else {
      try {
        const tournament = await this.access.tournamentOf(topic);
        if (client.userId === null && !tournament.isPublic) {
          return client.fail('FORBIDDEN', 'Sign in to follow this tournament', topic);
        }
        tournamentId = tournament.tournamentId;
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') {
          return client.fail('NOT_FOUND', error.message, topic);
        }
        throw error;
      }
    }
    if (client.socket.readyState !== client.socket.OPEN) return;
    // From here to the end nothing awaits: no event falls between the replay and the follow.
    const last = this.bus.lastSeq(topic);
    const missed = since ? this.bus.since(topic, since.epoch, since.seq) : [];
    if (missed === null) {
      client.send({ type: 'resync', topic, seq: last });
    } else {
      for (const event of missed) client.sendRaw(event.message);
      client.send({ type: 'subscribed', topic, seq: last });
    }
    client.subscriptions.set(topic, { tournamentId });
    this.follow(client, topic);
  }

  unsubscribe(client: LiveClient, topic: string): void {
    if (!client.subscriptions.delete(topic)) return;
    const entry = this.followers.get(topic);
    if (!entry) return;
    entry.clients.delete(client);
    if (entry.clients.size === 0) {
      entry.stop();
      this.followers.delete(topic);
    }
  }

  private follow(client: LiveClient, topic: string): void {
    let entry = this.followers.get(topic);
    if (!entry) {
      const clients = new Set<LiveClient>();
      const stop = this.bus.on(topic, (event: LiveEvent) => {
        for (const follower of clients) follower.sendRaw(event.message);
      });
      entry = { clients, stop };
      this.followers.set(topic, entry);
    }
    entry.clients.add(client);
  }

  private beat(): void {
    for (const client of this.clients) {
      if (!client.isAlive) {
        client.socket.terminate();
        continue;
      }
      client.isAlive = false;
      client.socket.ping();
    }
  }

  /** Closes every socket (the server is shutting down). */
  close(): void {
    clearInterval(this.heartbeat);
    for (const stop of this.stops) stop();
    for (const client of this.clients) client.socket.close(1001, 'Server shutting down');
  }
}
