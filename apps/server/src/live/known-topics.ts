import type { DbChange } from './change-bus';

/** Every tournament (is it public?) and every match (its tournament), as loaded at start. */
export interface KnownIds {
  tournaments: { id: string; isPublic: boolean }[];
  matches: { id: string; tournamentId: string }[];
}

/** Where a topic belongs: its tournament and whether that is public. */
export interface TopicPlace {
  tournamentId: string;
  isPublic: boolean;
}

/**
 * The ids of every tournament and match, in memory, kept up to date by the change feed
 * (issue 22.4): a socket's `subscribe` to an unknown id is answered from here and never reaches
 * the database, so a flood of random ids costs a map lookup each. Loaded once at start and again
 * after a gap in the notifications; changes heard while a load runs are applied after it. About
 * 100 bytes per id: a million matches hold about 100 MB.
 */
export class KnownTopics {
  private tournaments = new Map<string, boolean>();
  private matches = new Map<string, string>();
  /** Changes heard while a load is under way, applied once it is in. */
  private heardDuringLoad: DbChange[] | null = null;
  private loading: Promise<void> | null = null;

  constructor(private readonly loadIds: () => Promise<KnownIds>) {}

  /** (Re)loads every id; concurrent finds wait for it. */
  load(): Promise<void> {
    const heard: DbChange[] = [];
    this.heardDuringLoad = heard;
    const loading = this.loadIds().then(
      (ids) => {
        if (this.loading !== loading) return;
        this.tournaments = new Map(ids.tournaments.map((t) => [t.id, t.isPublic]));
        this.matches = new Map(ids.matches.map((m) => [m.id, m.tournamentId]));
        this.heardDuringLoad = null;
        for (const change of heard) this.apply(change);
      },
      (error: unknown) => {
        // The next find tries again.
        if (this.loading === loading) {
          this.loading = null;
          this.heardDuringLoad = null;
        }
        throw error;
      },
    );
    this.loading = loading;
    return loading;
  }

  get size(): { tournaments: number; matches: number } {
    return { tournaments: this.tournaments.size, matches: this.matches.size };
  }

  /** The place of a `tournament:` or `match:` topic, or null when no such id exists. */
  async find(topic: string): Promise<TopicPlace | null> {
    await (this.loading ?? this.load());
    const [kind, id = ''] = topic.split(':');
    const tournamentId = kind === 'match' ? this.matches.get(id) : id;
    if (tournamentId === undefined) return null;
    const isPublic = this.tournaments.get(tournamentId);
    return isPublic === undefined ? null : { tournamentId, isPublic };
  }

  /** Called for every committed change, in commit order. */
  apply(change: DbChange): void {
    if (this.heardDuringLoad) {
      this.heardDuringLoad.push(change);
      return;
    }
    if (!change.id) return;
    if (change.t === 'tournaments') {
      if (change.op === 'DELETE') this.tournaments.delete(change.id);
      else this.tournaments.set(change.id, change.row?.isPublic !== false);
    } else if (change.t === 'matches') {
      if (change.op === 'DELETE') this.matches.delete(change.id);
      else if (change.tid) this.matches.set(change.id, change.tid);
    }
  }
}
