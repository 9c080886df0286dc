import { sql } from 'drizzle-orm';
import type {
  TournamentListParams,
  TournamentSummary,
  TournamentTotals,
} from '@courtside/shared/api/tournament';
import type { Db } from '../db/client';
import type { TournamentSchedule } from '@courtside/shared/api/event';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import { AppError } from '../lib/app-error';
import { readSchedule } from '../services/events/schedule-view';
import { loadBracketOf } from '../services/matches/bracket';
import { loadTournamentMatches } from '../services/matches/match-view';
import { findTournament } from '../services/tournaments/tournament-access';
import { listTournaments } from '../services/tournaments/list-tournaments';
import { canSeeResults } from '../services/viewer/results-access';
import {
  loadTournamentDetail,
  type TournamentDetailFacts as TournamentDetail,
} from '../services/tournaments/load-tournament-detail';
import { BoundedMap, Generation } from './bounded-map';
import type { DbChange } from './change-bus';

/** Nobody: the viewer of the viewer-independent answers the cache keeps. */
const NO_VIEWER = '00000000-0000-0000-0000-000000000000';
const MAX_LISTS = 500;
/** `mine=true` pages, one set per viewer: kept apart so they cannot push out the shared pages. */
const MAX_MINE_LISTS = 2_000;
const MAX_TOURNAMENTS = 2_000;
const MAX_VIEWERS = 10_000;

type ListAnswer = Awaited<ReturnType<typeof listTournaments>>;
type Bracket = Awaited<ReturnType<typeof loadBracketOf>>;
type Matches = Awaited<ReturnType<typeof loadTournamentMatches>>;

/** Where a viewer holds a place or waits (1-based position), by tournament. */
interface ViewerPlaces {
  participating: Set<string>;
  /**
   * The tournaments (family heads) the viewer holds a place in through any of their events: a
   * list row's "Joined" (issue 26). For a tournament of one event, its id is in `participating`.
   */
  inTournaments: Set<string>;
  waiting: Map<string, number>;
}

/** Tables whose changes alter list rows or totals (places, waitlist counts, organizer cards). */
const LIST_TABLES = new Set(['tournaments', 'tournament_participants', 'tournament_waitlist']);

const neutralList = (answer: ListAnswer): ListAnswer => ({
  ...answer,
  rows: answer.rows.map((row) => ({ ...row, isParticipant: false, waitlistPosition: null })),
});

const neutralDetail = (detail: TournamentDetail): TournamentDetail => ({
  ...detail,
  isParticipant: false,
  waitlistPosition: null,
});

/** `make(source)`, made once per source object (a cached answer) and kept with it. */
function sharedOverlay<S extends object>(memo: WeakMap<S, S>, source: S, make: (s: S) => S): S {
  let shared = memo.get(source);
  if (!shared) memo.set(source, (shared = make(source)));
  return shared;
}

/**
 * The hot reads served from memory until a committed change makes them stale (decision 014):
 * the list pages, a tournament's detail and its bracket. Only viewer-independent answers are
 * kept (but `mine=true` pages, kept per viewer); what concerns the viewer (joined? waiting at
 * which place?) is laid over them from the viewer's own places, cached per viewer. Invalidation
 * comes from the change bus; a database `sync` before a hit makes sure no committed change is
 * still on its way (one per `scope`, a request: see `syncOncePer`).
 */
export class ReadCache {
  private readonly lists = new BoundedMap<string, ListAnswer>(MAX_LISTS);
  private readonly mineLists = new BoundedMap<string, ListAnswer>(MAX_MINE_LISTS);
  private readonly details = new BoundedMap<string, TournamentDetail>(MAX_TOURNAMENTS);
  private readonly brackets = new BoundedMap<string, Bracket>(MAX_TOURNAMENTS);
  private readonly matchLists = new BoundedMap<string, Matches>(MAX_TOURNAMENTS);
  /** Whole tournaments' schedules (decision 036), by the id asked for (the tournament or an event). */
  private readonly schedules = new BoundedMap<string, TournamentSchedule>(MAX_TOURNAMENTS);
  private readonly viewers = new BoundedMap<string, ViewerPlaces>(MAX_VIEWERS);
  /** Viewers cached as waiting in a tournament: their positions move with its waitlist. */
  private readonly waitingViewers = new Map<string, Set<string>>();
  /** Per cached answer: the one object every viewer with no place in it is given. */
  private readonly neutralLists = new WeakMap<ListAnswer, ListAnswer>();
  private readonly neutralDetails = new WeakMap<TournamentDetail, TournamentDetail>();
  private readonly listGeneration = new Generation();
  private readonly tournamentGeneration = new Generation();
  private readonly viewerGeneration = new Generation();
  /**
   * Per cached schedule, whether each viewer may see it (its tournament's results), dropped with
   * it: what decides (the tournament's row, its players, its keepers of either scope) changes only
   * with a change to a row of the family, which drops the schedule (see `forgetSchedulesOf`).
   */
  private readonly scheduleViewers = new WeakMap<TournamentSchedule, Map<string, boolean>>();
  /** Reads under way, by cache and key, with the generation each started in. */
  private readonly reading = new WeakMap<
    Map<string, unknown>,
    Map<string, { generation: number; promise: Promise<unknown> }>
  >();

  constructor(
    private readonly db: Db,
    private readonly sync: (scope?: object) => Promise<boolean>,
  ) {}

  /**
   * GET /api/tournaments for `viewerId`. A `mine=true` page is the viewer's own (which rows,
   * and `total`): it is read for them and kept under their id, never served to anyone else.
   */
  async list(
    query: TournamentListParams,
    viewerId: string,
    scope?: object,
  ): Promise<{ rows: TournamentSummary[]; total: number; totals: TournamentTotals }> {
    const isMine = query.mine === 'true';
    const key = JSON.stringify([
      query.q,
      query.status,
      query.type,
      query.page,
      query.limit,
      ...(isMine ? [viewerId] : []),
    ]);
    const isFresh = await this.sync(scope);
    const [answer, places] = await Promise.all([
      this.cached(isMine ? this.mineLists : this.lists, key, isFresh, this.listGeneration, () =>
        listTournaments(this.db, query, isMine ? viewerId : NO_VIEWER),
      ),
      this.placesOf(viewerId, isFresh),
    ]);
    const isPersonal = answer.rows.some(
      (row) => places.inTournaments.has(row.id) || places.waiting.has(row.id),
    );
    // Most viewers hold no place in a page's rows: they share one answer object, which the
    // route serializes once (SerializedAnswers) for as long as it is cached.
    if (!isPersonal) return sharedOverlay(this.neutralLists, answer, neutralList);
    return {
      ...answer,
      rows: answer.rows.map((row) => ({
        ...row,
        isParticipant: places.inTournaments.has(row.id),
        waitlistPosition: places.waiting.get(row.id) ?? null,
      })),
    };
  }

  /** GET /api/tournaments/{id} for `viewerId` (404 as the service answers it). */
  async detail(id: string, viewerId: string, scope?: object): Promise<TournamentDetail> {
    const isFresh = await this.sync(scope);
    const detail = await this.cached(this.details, id, isFresh, this.tournamentGeneration, () =>
      loadTournamentDetail(this.db, id, NO_VIEWER),
    );
    const position = detail.waitlist.find((w) => w.userId === viewerId)?.position ?? null;
    const isParticipant = detail.participants.some((p) => p.userId === viewerId);
    if (!isParticipant && position === null) {
      return sharedOverlay(this.neutralDetails, detail, neutralDetail);
    }
    return { ...detail, isParticipant, waitlistPosition: position };
  }

  /** The bracket, stats and standings of a tournament (the same for every viewer). */
  async bracket(id: string, scope?: object): Promise<Bracket> {
    const isFresh = await this.sync(scope);
    return this.cached(this.brackets, id, isFresh, this.tournamentGeneration, () =>
      loadBracketOf(this.db, id),
    );
  }

  /** Every match of a tournament (the spectator page's schedule and courts). */
  async matches(id: string, scope?: object): Promise<Matches> {
    const isFresh = await this.sync(scope);
    return this.cached(this.matchLists, id, isFresh, this.tournamentGeneration, async () =>
      loadTournamentMatches(this.db, await findTournament(this.db, id)),
    );
  }

  /**
   * The schedule of a tournament and all its events (the same for every viewer; the route checks
   * who may see it). Stale after a change to any row of the family (see `apply`).
   */
  async schedule(id: string, scope?: object): Promise<TournamentSchedule> {
    const isFresh = await this.sync(scope);
    return this.cached(this.schedules, id, isFresh, this.tournamentGeneration, () =>
      readSchedule(this.db, id),
    );
  }

  /** The schedule for `viewerId`: 403 unless they may see the tournament's results. */
  async scheduleFor(id: string, viewerId: string, scope?: object): Promise<TournamentSchedule> {
    const schedule = await this.schedule(id, scope);
    let viewers = this.scheduleViewers.get(schedule);
    if (!viewers) this.scheduleViewers.set(schedule, (viewers = new BoundedMap(MAX_VIEWERS)));
    let sees = viewers.get(viewerId);
    if (sees === undefined) {
      sees = await canSeeResults(this.db, { id: viewerId }, schedule.tournamentId);
      viewers.set(viewerId, sees);
    }
    if (!sees) throw new AppError('FORBIDDEN', TOURNAMENT_MESSAGES.resultsPrivate);
    return schedule;
  }

  private async cached<T>(
    map: Map<string, T>,
    key: string,
    isFresh: boolean,
    generation: Generation,
    read: () => Promise<T>,
  ): Promise<T> {
    const hit = isFresh ? map.get(key) : undefined;
    if (hit !== undefined) return hit;
    if (!isFresh) return generation.fill(read, () => {});
    // Requests that miss together share one read (32 at once made 32 reads of a bracket, in
    // turn on PGlite's one session, decision 022), unless a change came since it started.
    let pending = this.reading.get(map);
    if (!pending) this.reading.set(map, (pending = new Map()));
    const shared = pending.get(key);
    if (shared?.generation === generation.current) return shared.promise as Promise<T>;
    const promise = generation.fill(read, (value) => map.set(key, value));
    const entry = { generation: generation.current, promise };
    pending.set(key, entry);
    const done = () => {
      if (pending.get(key) === entry) pending.delete(key);
    };
    promise.then(done, done);
    return promise;
  }

  private async placesOf(viewerId: string, isFresh: boolean): Promise<ViewerPlaces> {
    const hit = isFresh ? this.viewers.get(viewerId) : undefined;
    if (hit) return hit;
    return this.viewerGeneration.fill(
      () => this.loadPlaces(viewerId),
      (places) => {
        if (!isFresh) return;
        this.viewers.set(viewerId, places);
        for (const tid of places.waiting.keys()) {
          let set = this.waitingViewers.get(tid);
          if (!set) this.waitingViewers.set(tid, (set = new Set()));
          set.add(viewerId);
        }
      },
    );
  }

  private async loadPlaces(viewerId: string): Promise<ViewerPlaces> {
    const result = (await this.db.execute(sql`
      select p.tournament_id as tid, 0 as position, coalesce(t.parent_id, t.id) as head
        from tournament_participants p join tournaments t on t.id = p.tournament_id
        where p.user_id = ${viewerId}
      union all
      select w.tournament_id, (select count(*)::int from tournament_waitlist o
          where o.tournament_id = w.tournament_id
            and (o.created_at, o.user_id) <= (w.created_at, w.user_id)), null
        from tournament_waitlist w where w.user_id = ${viewerId}`)) as unknown as {
      rows: { tid: string; position: number; head: string | null }[];
    };
    const places: ViewerPlaces = {
      participating: new Set(),
      inTournaments: new Set(),
      waiting: new Map(),
    };
    for (const { tid, position, head } of result.rows) {
      if (Number(position) === 0) {
        places.participating.add(tid);
        if (head) places.inTournaments.add(head);
      } else places.waiting.set(tid, Number(position));
    }
    return places;
  }

  private forgetViewer(viewerId: string): void {
    const places = this.viewers.get(viewerId);
    if (!places) return;
    this.viewers.delete(viewerId);
    for (const tid of places.waiting.keys()) this.waitingViewers.get(tid)?.delete(viewerId);
  }

  /** Drops what a committed change made stale; called for every change, in commit order. */
  apply(change: DbChange): void {
    if (change.t === 'users') {
      // Names, pictures and ratings appear in every kind of answer.
      this.clear();
      return;
    }
    if (LIST_TABLES.has(change.t)) {
      this.lists.clear();
      this.mineLists.clear();
      this.listGeneration.bump();
    }
    if (change.tid) {
      this.details.delete(change.tid);
      this.brackets.delete(change.tid);
      this.matchLists.delete(change.tid);
      this.forgetSchedulesOf(change);
      this.forgetTournamentWideDetails(change);
      this.tournamentGeneration.bump();
    }
    if (change.t === 'tournament_participants' || change.t === 'tournament_waitlist') {
      if (change.uid) this.forgetViewer(change.uid);
      if (change.t === 'tournament_waitlist' && change.tid) {
        for (const viewer of [...(this.waitingViewers.get(change.tid) ?? [])]) {
          this.forgetViewer(viewer);
        }
      }
      this.viewerGeneration.bump();
    }
  }

  /**
   * A schedule is its family's: a change to an event's matches, entrants or teams, or to the
   * tournament's courts, makes stale the schedules that list the event (the tournament's and each
   * event's id ask for the same one). A change to a tournaments row (an event added, moved,
   * renamed, deleted) may concern a family no cached schedule lists yet: all are dropped.
   */
  private forgetSchedulesOf(change: DbChange): void {
    if (change.t === 'tournaments') {
      this.schedules.clear();
      return;
    }
    for (const [key, schedule] of this.schedules) {
      if (
        schedule.tournamentId === change.tid ||
        schedule.events.some((event) => event.id === change.tid)
      ) {
        this.schedules.delete(key);
      }
    }
  }

  /**
   * A tournament's detail counts the events and players of its whole family (issue 26), and the
   * change names only the row it touched: a place taken or given up in a further event makes
   * stale the details of tournaments of several events; an event added or removed, the details
   * of every tournament (the change does not say whose event it is, and both are rare).
   */
  private forgetTournamentWideDetails(change: DbChange): void {
    const isFamilyChange = change.t === 'tournaments' && change.op !== 'UPDATE';
    if (change.t !== 'tournament_participants' && !isFamilyChange) return;
    for (const [key, detail] of this.details) {
      const isTournament = !detail.parentId;
      if (isTournament && (isFamilyChange || (detail.eventCount ?? 1) > 1)) {
        this.details.delete(key);
      }
    }
  }

  clear(): void {
    this.lists.clear();
    this.schedules.clear();
    this.mineLists.clear();
    this.details.clear();
    this.brackets.clear();
    this.matchLists.clear();
    this.viewers.clear();
    this.waitingViewers.clear();
    this.listGeneration.bump();
    this.tournamentGeneration.bump();
    this.viewerGeneration.bump();
  }
}
