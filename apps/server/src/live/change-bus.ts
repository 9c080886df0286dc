import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';

/** The channel the database triggers notify on (migration `live_changes`). */
export const CHANGE_CHANNEL = 'courtside_changes';

/** A committed change as the triggers describe it. */
export interface DbChange {
  /** The table that changed. */
  t: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  id: string | null;
  /** The tournament the row belongs to, when it has one. */
  tid: string | null;
  /** A few columns of the new (or deleted) row, per table. */
  row?: Record<string, unknown>;
}

/** An event as the sockets receive it: its topic, its place in the topic, what changed. */
export interface LiveEvent {
  topic: string;
  seq: number;
  /** The bus that numbered it: a reconnect to another instance (or a restart) must resync. */
  epoch: string;
  kind: string;
  data: Record<string, unknown>;
}

/** The topics a change concerns (ARCHITECTURE.md section 5). */
export function topicsOf(
  change: DbChange,
): { topic: string; kind: string; data: Record<string, unknown> }[] {
  const data = { op: change.op, id: change.id, ...change.row };
  const tournament = change.tid ? `tournament:${change.tid}` : null;
  switch (change.t) {
    case 'matches': {
      const sides = [change.row?.side1Id, change.row?.side2Id].filter(
        (id): id is string => typeof id === 'string',
      );
      return [
        ...(tournament ? [{ topic: tournament, kind: 'match', data }] : []),
        { topic: `match:${change.id}`, kind: 'match', data },
        ...sides.map((id) => ({ topic: `user:${id}`, kind: 'match', data })),
      ];
    }
    case 'tournaments':
      return tournament
        ? [
            { topic: tournament, kind: 'tournament', data },
            { topic: 'tournaments', kind: 'tournament', data },
          ]
        : [];
    case 'tournament_participants':
    case 'tournament_waitlist':
      return tournament
        ? [
            { topic: tournament, kind: 'participants', data },
            { topic: 'tournaments', kind: 'participants', data },
          ]
        : [];
    case 'teams':
    case 'team_members':
      return tournament ? [{ topic: tournament, kind: 'teams', data }] : [];
    case 'match_score_keepers':
      return change.row?.matchId
        ? [{ topic: `match:${String(change.row.matchId)}`, kind: 'keepers', data }]
        : [];
    default:
      return [];
  }
}

const HISTORY = 256;

/**
 * The one place committed changes come out of (decision 011): the database
 * triggers notify after commit; the bus numbers each topic's events, keeps the
 * last HISTORY of each for reconnects, and hands them to subscribers (the
 * sockets, the cache). Sessions revoked in the database reach the bus too.
 */
export class ChangeBus {
  readonly epoch = randomUUID();
  private readonly emitter = new EventEmitter();
  private readonly seqs = new Map<string, number>();
  private readonly history = new Map<string, LiveEvent[]>();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  /** A raw notification payload from the database. */
  receive(payload: string): void {
    let change: DbChange;
    try {
      change = JSON.parse(payload) as DbChange;
    } catch {
      return;
    }
    if (change.t === 'sessions' && change.op === 'DELETE' && change.id) {
      this.emitter.emit('session-revoked', change.id);
      return;
    }
    this.emitter.emit('change', change);
    for (const { topic, kind, data } of topicsOf(change)) this.publish(topic, kind, data);
  }

  private publish(topic: string, kind: string, data: Record<string, unknown>) {
    const seq = (this.seqs.get(topic) ?? 0) + 1;
    this.seqs.set(topic, seq);
    const event: LiveEvent = { topic, seq, epoch: this.epoch, kind, data };
    const kept = this.history.get(topic) ?? [];
    kept.push(event);
    if (kept.length > HISTORY) kept.shift();
    this.history.set(topic, kept);
    this.emitter.emit(`topic:${topic}`, event);
  }

  /** The topic's last sequence number (0 before any event). */
  lastSeq(topic: string): number {
    return this.seqs.get(topic) ?? 0;
  }

  /**
   * The events after `seq` of the same epoch, or null when they are gone (a
   * restart, another instance, or more than HISTORY missed): the client refetches.
   */
  since(topic: string, epoch: string, seq: number): LiveEvent[] | null {
    if (epoch !== this.epoch) return null;
    const last = this.lastSeq(topic);
    if (seq >= last) return [];
    const kept = this.history.get(topic) ?? [];
    const missed = kept.filter((e) => e.seq > seq);
    return missed.length === last - seq ? missed : null;
  }

  on(topic: string, listener: (event: LiveEvent) => void): () => void {
    this.emitter.on(`topic:${topic}`, listener);
    return () => this.emitter.off(`topic:${topic}`, listener);
  }

  onChange(listener: (change: DbChange) => void): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }

  onSessionRevoked(listener: (sessionId: string) => void): () => void {
    this.emitter.on('session-revoked', listener);
    return () => this.emitter.off('session-revoked', listener);
  }
}
