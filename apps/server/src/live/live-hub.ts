import type { WebSocket } from '@fastify/websocket';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import {
  LIVE_CLOSE_CODES,
  LIVE_MAX_TOPICS,
  liveClientMessageSchema,
  type LiveServerMessage,
} from '@courtside/shared/api/live';
import type { UserRow } from '../db/schema';
import type { ChangeBus, LiveEvent } from './change-bus';
import type { TopicPlace } from './known-topics';

/** A socket whose unsent data passes this is dropped rather than slowing the others. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Heartbeat: a socket that has not answered the previous ping by the next one is closed. */
export const HEARTBEAT_MS = 30_000;
/** The first message (auth) must come within this. */
export const AUTH_TIMEOUT_MS = 10_000;
/** Messages a socket may send: a bucket of MESSAGE_BURST refilled at MESSAGES_PER_SECOND. */
export const MESSAGES_PER_SECOND = 20;
export const MESSAGE_BURST = 40;
/** WebSocket's "policy violation": too many messages, or too many sockets for one account. */
export const POLICY_CLOSE_CODE = 1008;
/** `ws` sends a Buffer as a binary frame unless told otherwise. */
const TEXT_FRAME = { binary: false } as const;

export interface LiveAccess {
  /** The session behind a bearer token, or null. */
  findSession: (token: string) => Promise<{ user: UserRow; sessionId: string } | null>;
  /**
   * The tournament a `tournament:` or `match:` topic belongs to and whether it is public, or
   * null when no such id exists: answered from memory, never from the database (issue 22.4).
   */
  placeOf: (topic: string) => Promise<TopicPlace | null>;
  /** Whether a signed-in user may follow a private tournament (issue 22.5). */
  canSeeResults: (userId: string, tournamentId: string) => Promise<boolean>;
  /**
   * Whether a signed-in user may learn who the people named by a topic's events are
   * (issue 22.9): a tournament's organizer, participants and keepers; a match's organizer,
   * players and keepers.
   */
  seesPeople: (userId: string, topic: string) => Promise<boolean>;
}

/** How many sockets one IP and one account may hold (LIVE_MAX_CONNECTIONS_PER_*). */
export interface LiveLimits {
  perIp: number;
  perUser: number;
}

interface Subscription {
  tournamentId: string | null;
  /** Whether the events' `userId` is sent as is, or left out (LiveEvent.redacted). */
  seesPeople: boolean;
}

/** A count per key that forgets a key at zero (nothing is left behind by a closed socket). */
class Counts {
  private readonly counts = new Map<string, number>();

  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  add(key: string): void {
    this.counts.set(key, this.get(key) + 1);
  }

  remove(key: string): void {
    const left = this.get(key) - 1;
    if (left > 0) this.counts.set(key, left);
    else this.counts.delete(key);
  }

  get size(): number {
    return this.counts.size;
  }
}

/** One client: who it is, what it follows; its messages handled one at a time. */
class LiveClient {
  userId: string | null = null;
  sessionId: string | null = null;
  isAuthenticated = false;
  isAlive = true;
  readonly subscriptions = new Map<string, Subscription>();
  private queue: Promise<void> = Promise.resolve();
  private tokens = MESSAGE_BURST;
  private refilledAt = Date.now();
  private isOverLimit = false;

  constructor(
    readonly socket: WebSocket,
    readonly ip: string,
    private readonly hub: LiveHub,
  ) {}

  /** The frame of an event for this socket: who it names only if the socket may know. */
  messageOf(event: LiveEvent): Buffer {
    if (event.message === event.redacted) return event.message;
    const isOwn = this.userId !== null && event.event.userId === this.userId;
    return isOwn || this.subscriptions.get(event.topic)?.seesPeople
      ? event.message
      : event.redacted;
  }

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

  /** Takes a token for a message; false once the socket has sent too many (it is closed). */
  private takeToken(): boolean {
    if (this.isOverLimit) return false;
    const now = Date.now();
    this.tokens = Math.min(
      MESSAGE_BURST,
      this.tokens + ((now - this.refilledAt) * MESSAGES_PER_SECOND) / 1000,
    );
    this.refilledAt = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return true;
    }
    this.isOverLimit = true;
    this.socket.close(POLICY_CLOSE_CODE, 'Too many messages');
    return false;
  }

  receive(data: unknown): void {
    if (!this.takeToken()) return;
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
 * Issue 22.4: sockets are counted per IP and per account, each socket's messages are metered,
 * and unknown topics are answered from memory (LiveAccess.placeOf).
 */
export class LiveHub {
  private readonly clients = new Set<LiveClient>();
  private readonly followers = new Map<string, { clients: Set<LiveClient>; stop: () => void }>();
  private readonly bySession = new Map<string, Set<LiveClient>>();
  private readonly perIp = new Counts();
  private readonly perUser = new Counts();
  private readonly stops: (() => void)[] = [];
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly bus: ChangeBus,
    private readonly access: LiveAccess,
    private readonly limits: LiveLimits,
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
        // A tournament no longer public: only its organizer, participants and keepers keep it
        // and its matches.
        if (change.t !== 'tournaments' || change.row?.isPublic !== false || !change.tid) return;
        for (const client of this.clients) {
          for (const [topic, subscription] of client.subscriptions) {
            if (subscription.tournamentId !== change.tid) continue;
            void this.recheck(client, topic, change.tid);
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

  /** What the hub holds, for tests that look for leaks. */
  get held(): { clients: number; topics: number; sessions: number; ips: number; users: number } {
    return {
      clients: this.clients.size,
      topics: this.followers.size,
      sessions: this.bySession.size,
      ips: this.perIp.size,
      users: this.perUser.size,
    };
  }

  /** Whether `ip` may open another socket (checked before the upgrade, and again at accept). */
  canConnect(ip: string): boolean {
    return this.perIp.get(ip) < this.limits.perIp;
  }

  /** A new socket: it must authenticate (or declare itself anonymous) first. */
  accept(socket: WebSocket, ip: string): void {
    if (!this.canConnect(ip)) {
      socket.close(POLICY_CLOSE_CODE, 'Too many connections');
      return;
    }
    const client = new LiveClient(socket, ip, this);
    this.clients.add(client);
    this.perIp.add(ip);
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
      this.perIp.remove(ip);
      for (const topic of [...client.subscriptions.keys()]) this.unsubscribe(client, topic);
      if (client.userId !== null) this.perUser.remove(client.userId);
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
      if (client.socket.readyState !== client.socket.OPEN) return;
      if (this.perUser.get(session.user.id) >= this.limits.perUser) {
        client.socket.close(POLICY_CLOSE_CODE, 'Too many connections');
        return;
      }
      client.userId = session.user.id;
      client.sessionId = session.sessionId;
      this.perUser.add(session.user.id);
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
    let subscription: Subscription = { tournamentId: null, seesPeople: true };
    if (topic.startsWith('user:')) {
      if (client.userId === null || topic !== `user:${client.userId}`) {
        return client.fail('FORBIDDEN', 'Only your own user topic', topic);
      }
    } else {
      const place = await this.access.placeOf(topic);
      if (!place) {
        const isMatch = topic.startsWith('match:');
        return client.fail(
          'NOT_FOUND',
          isMatch ? MATCH_MESSAGES.notFound : TOURNAMENT_MESSAGES.notFound,
          topic,
        );
      }
      const { userId } = client;
      if (!place.isPublic) {
        if (userId === null) {
          return client.fail('FORBIDDEN', 'Sign in to follow this tournament', topic);
        }
        if (!(await this.access.canSeeResults(userId, place.tournamentId))) {
          return client.fail('FORBIDDEN', 'This tournament is private', topic);
        }
      }
      const seesPeople = userId !== null && (await this.access.seesPeople(userId, topic));
      subscription = { tournamentId: place.tournamentId, seesPeople };
    }
    if (client.socket.readyState !== client.socket.OPEN) return;
    // From here to the end nothing awaits: no event falls between the replay and the follow.
    client.subscriptions.set(topic, subscription);
    const last = this.bus.lastSeq(topic);
    const missed = since ? this.bus.since(topic, since.epoch, since.seq) : [];
    if (missed === null) {
      client.send({ type: 'resync', topic, seq: last });
    } else {
      for (const event of missed) client.sendRaw(client.messageOf(event));
      client.send({ type: 'subscribed', topic, seq: last });
    }
    this.follow(client, topic);
  }

  /** After a tournament turned private: a follower who may not see it any more loses it. */
  private async recheck(client: LiveClient, topic: string, tournamentId: string): Promise<void> {
    const { userId } = client;
    const isAllowed =
      userId !== null && (await this.access.canSeeResults(userId, tournamentId).catch(() => false));
    if (isAllowed || !client.subscriptions.has(topic)) return;
    this.unsubscribe(client, topic);
    client.fail('FORBIDDEN', 'This tournament is not public', topic);
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
        for (const follower of clients) follower.sendRaw(follower.messageOf(event));
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
