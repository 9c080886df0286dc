import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { LiveEventBody, LiveEventKind } from '@courtside/shared/api/live';

/** A committed change as the triggers describe it (migration 0008). */
export interface DbChange {
  /** The table that changed. */
  t: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  id?: string | null;
  /** The tournament the row belongs to, when it has one. */
  tid?: string | null;
  /** The user the row is about (a place, a team member, a score keeper, a session). */
  uid?: string | null;
  /** Matches: the players of both sides. */
  uids?: string[];
  /** Matches and tournaments: the few columns a screen updates in place. */
  row?: Record<string, unknown>;
}

/** An event as the sockets receive it: its topic, its place in the topic, what changed. */
export interface LiveEvent {
  topic: string;
  seq: number;
  event: LiveEventBody;
  /**
   * The `event` message as sent: serialized and encoded to UTF-8 once, for every socket (a
   * string would be measured and encoded again for each of them).
   */
  message: Buffer;
  /**
   * The same message without the user it names (issue 22.9), for the sockets not allowed to know
   * who (anonymous spectators; keepers of a match only to its organizer, players and keepers):
   * the same topic and number, so their sequence has no gap. `message` when it names nobody.
   */
  redacted: Buffer;
}

const KIND_OF_TABLE: Record<string, LiveEventKind> = {
  matches: 'match',
  tournaments: 'tournament',
  tournament_participants: 'participants',
  tournament_waitlist: 'waitlist',
  teams: 'teams',
  team_members: 'teams',
  courts: 'courts',
  match_score_keepers: 'keepers',
  tournament_score_keepers: 'keepers',
};

/** The topics a change concerns (ARCHITECTURE.md section 5), with the event they get. */
export function topicsOf(change: DbChange): { topic: string; event: LiveEventBody }[] {
  const kind = KIND_OF_TABLE[change.t];
  if (!kind) return [];
  const event: LiveEventBody = {
    kind,
    op: change.op,
    id: change.id ?? null,
    tournamentId: change.tid ?? null,
    ...(change.uid ? { userId: change.uid } : {}),
    ...(change.row ? { data: change.row } : {}),
  };
  const tournament = change.tid ? [`tournament:${change.tid}`] : [];
  switch (kind) {
    case 'match':
      return [
        ...tournament,
        `match:${change.id}`,
        ...(change.uids ?? []).map((id) => `user:${id}`),
      ].map((topic) => ({ topic, event }));
    case 'keepers':
      // A scoped keeper (decision 026) concerns the whole tournament's matches.
      if (change.t === 'tournament_score_keepers') {
        return [...tournament, ...(change.uid ? [`user:${change.uid}`] : [])].map((topic) => ({
          topic,
          event,
        }));
      }
      return [`match:${change.id}`, ...(change.uid ? [`user:${change.uid}`] : [])].map((topic) => ({
        topic,
        event,
      }));
    case 'participants':
    case 'waitlist':
      return [...tournament, ...(change.uid ? [`user:${change.uid}`] : [])].map((topic) => ({
        topic,
        event,
      }));
    default:
      return tournament.map((topic) => ({ topic, event }));
  }
}

/** Events kept per topic for a reconnect to catch up on. */
export const HISTORY_PER_TOPIC = 64;
/** Topics whose history is kept; the least recently changed lose theirs first. */
const TOPICS_WITH_HISTORY = 5_000;

/**
 * The one place committed changes come out of (decision 014): the database triggers notify
 * after commit; the bus numbers each topic's events, keeps the last HISTORY_PER_TOPIC of each
 * for reconnects, and hands them to subscribers (the sockets, the cache). The epoch names this
 * numbering: a restart, another instance, or a gap in the notifications starts a new one, and
 * a client that comes back with another epoch resyncs.
 */
export class ChangeBus {
  private currentEpoch = randomUUID();
  private readonly emitter = new EventEmitter();
  private readonly seqs = new Map<string, number>();
  /** Insertion order is recency: a topic that changes moves to the end. */
  private readonly history = new Map<string, LiveEvent[]>();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  get epoch(): string {
    return this.currentEpoch;
  }

  /** A raw notification payload from the database. */
  receive(payload: string): void {
    let change: DbChange;
    try {
      change = JSON.parse(payload) as DbChange;
    } catch {
      return;
    }
    if (typeof change?.t !== 'string') return;
    this.emitter.emit('change', change);
    if (change.t === 'sessions' && change.op === 'DELETE' && change.id) {
      this.emitter.emit('session-revoked', change.id);
      return;
    }
    for (const { topic, event } of topicsOf(change)) this.publish(topic, event);
  }

  /**
   * Notifications may have been lost (the listener reconnected): nothing numbered so far can
   * be trusted to be complete, so a new epoch starts and every subscriber resyncs.
   */
  reset(): void {
    this.currentEpoch = randomUUID();
    this.seqs.clear();
    this.history.clear();
    this.emitter.emit('reset', this.currentEpoch);
  }

  private publish(topic: string, event: LiveEventBody) {
    const seq = (this.seqs.get(topic) ?? 0) + 1;
    this.seqs.set(topic, seq);
    const message = Buffer.from(JSON.stringify({ type: 'event', topic, seq, event }));
    let redacted = message;
    if (event.userId !== undefined) {
      const { userId: _named, ...anonymous } = event;
      redacted = Buffer.from(JSON.stringify({ type: 'event', topic, seq, event: anonymous }));
    }
    const live: LiveEvent = { topic, seq, event, message, redacted };
    const kept = this.history.get(topic) ?? [];
    this.history.delete(topic);
    kept.push(live);
    if (kept.length > HISTORY_PER_TOPIC) kept.shift();
    this.history.set(topic, kept);
    if (this.history.size > TOPICS_WITH_HISTORY) {
      this.history.delete(this.history.keys().next().value!);
    }
    this.emitter.emit(`topic:${topic}`, live);
  }

  /** The topic's last sequence number (0 before any event). */
  lastSeq(topic: string): number {
    return this.seqs.get(topic) ?? 0;
  }

  /**
   * The events after `seq` of the same epoch, or null when they cannot all be given (another
   * epoch, a number from the future, or more missed than the history keeps): the client refetches.
   */
  since(topic: string, epoch: string, seq: number): LiveEvent[] | null {
    if (epoch !== this.currentEpoch) return null;
    const last = this.lastSeq(topic);
    if (seq > last) return null;
    if (seq === last) return [];
    const missed = (this.history.get(topic) ?? []).filter((e) => e.seq > seq);
    return missed.length === last - seq ? missed : null;
  }

  on(topic: string, listener: (event: LiveEvent) => void): () => void {
    this.emitter.on(`topic:${topic}`, listener);
    return () => this.emitter.off(`topic:${topic}`, listener);
  }

  /** Every change, before its topics' events (the cache drops what it made stale first). */
  onChange(listener: (change: DbChange) => void): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }

  onSessionRevoked(listener: (sessionId: string) => void): () => void {
    this.emitter.on('session-revoked', listener);
    return () => this.emitter.off('session-revoked', listener);
  }

  onReset(listener: (epoch: string) => void): () => void {
    this.emitter.on('reset', listener);
    return () => this.emitter.off('reset', listener);
  }
}
