import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import type { LiveSignal } from './live-client';
import { patchMatch, patchMatchIn, type MatchEventData } from './match-patch';

/**
 * The query keys live events touch. They are the keys of the tournaments feature's factories
 * (`features/tournaments/api/*`: lib code imports no feature); `live-keys.test.ts` there holds
 * them equal, so a renamed key fails a test instead of silently going stale.
 */
export const LIVE_KEYS = {
  tournamentDetail: (id: string) => ['tournaments', 'detail', id] as const,
  tournamentLists: ['tournaments', 'list'] as const,
  /** A tournament's matches, bracket and match details. */
  competition: (id: string) => ['tournaments', 'competition', id] as const,
  competitionRoot: ['tournaments', 'competition'] as const,
  scoreKeepersRoot: ['tournaments', 'score-keepers'] as const,
  /** Every query of the Matches page and the dashboard's matches. */
  matches: ['matches'] as const,
  matchLists: ['matches', 'list'] as const,
};

/**
 * Invalidations coalesced for a moment, so a burst of events (a score, the next match
 * filled, the tournament completed) refetches each query once.
 */
export class InvalidationBatch {
  private readonly pending = new Map<string, QueryKey | ((key: QueryKey) => boolean)>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly queryClient: QueryClient,
    private readonly delayMs = 50,
  ) {}

  key(queryKey: QueryKey): void {
    this.pending.set(JSON.stringify(queryKey), queryKey);
    this.schedule();
  }

  /** Every query whose key names `id` (a match's detail, score keepers...). */
  naming(id: string): void {
    this.pending.set(`naming:${id}`, (key) => key.includes(id));
    this.schedule();
  }

  private schedule() {
    this.timer ??= setTimeout(() => this.flush(), this.delayMs);
  }

  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const all = [...this.pending.values()];
    this.pending.clear();
    for (const target of all) {
      void this.queryClient.invalidateQueries(
        typeof target === 'function'
          ? { predicate: (query) => target(query.queryKey) }
          : { queryKey: target },
      );
    }
  }
}

/** Refetch what a topic feeds (after `resync`, a refused topic, a gap). */
function refetchTopic(batch: InvalidationBatch, topic: string) {
  const [kind, id = ''] = topic.split(':');
  if (kind === 'tournament') {
    batch.key(LIVE_KEYS.tournamentDetail(id));
    batch.key(LIVE_KEYS.competition(id));
    batch.key(LIVE_KEYS.tournamentLists);
  } else if (kind === 'match') {
    batch.naming(id);
  } else if (kind === 'user') {
    batch.key(LIVE_KEYS.matches);
    batch.key(LIVE_KEYS.tournamentLists);
  }
}

/** A match changed: patch every cached copy in place; refetch what follows from an outcome. */
function applyMatchEvent(
  queryClient: QueryClient,
  batch: InvalidationBatch,
  event: Extract<LiveSignal, { type: 'event' }>['event'],
) {
  const tournamentId = event.tournamentId;
  const structural = () => {
    if (tournamentId) {
      batch.key(LIVE_KEYS.competition(tournamentId));
      batch.key(LIVE_KEYS.tournamentDetail(tournamentId));
    }
    batch.key(LIVE_KEYS.matches);
  };
  if (event.op !== 'UPDATE' || !event.id || !event.data) return structural();
  const id = event.id;
  const data = event.data as MatchEventData;
  const courts = tournamentId
    ? queryClient.getQueryData<TournamentDetail>(LIVE_KEYS.tournamentDetail(tournamentId))?.courts
    : undefined;
  const courtOf = (courtId: string) => {
    const court = courts?.find((c) => c.id === courtId);
    return court ? { name: court.name, location: court.location } : undefined;
  };
  let isFound = false;
  let hasOutcomeChanged = false;
  let needsRefetch = false;
  for (const root of [LIVE_KEYS.competitionRoot, LIVE_KEYS.matches]) {
    queryClient.setQueriesData({ queryKey: root }, (old: unknown) => {
      if (old === undefined) return old;
      const walked = patchMatchIn(old, id, (m) => patchMatch(m, data, courtOf));
      isFound ||= walked.isFound;
      hasOutcomeChanged ||= walked.hasOutcomeChanged;
      needsRefetch ||= walked.needsRefetch;
      return walked.data;
    });
  }
  // Not on screen anywhere, or a change the event cannot fill in: let the screens refetch.
  if (!isFound || needsRefetch || hasOutcomeChanged) structural();
}

/**
 * Applies one live signal to the TanStack Query cache (ARCHITECTURE.md section 5): a match's
 * score, status, court and time are written in place (`setQueryData`); structural changes
 * (participants, waitlist, teams, courts, the tournament's status, a decided match moving the
 * bracket and the counters) invalidate the queries that show them; a `resync` refetches
 * everything the topic feeds.
 */
export function applyLiveSignal(
  queryClient: QueryClient,
  batch: InvalidationBatch,
  signal: LiveSignal,
): void {
  if (signal.type !== 'event') return refetchTopic(batch, signal.topic);
  const { event } = signal;
  const tournamentId = event.tournamentId;
  switch (event.kind) {
    case 'match':
      return applyMatchEvent(queryClient, batch, event);
    case 'tournament':
      if (tournamentId) {
        batch.key(LIVE_KEYS.tournamentDetail(tournamentId));
        batch.key(LIVE_KEYS.competition(tournamentId));
      }
      batch.key(LIVE_KEYS.tournamentLists);
      batch.key(LIVE_KEYS.matchLists);
      return;
    case 'participants':
    case 'waitlist':
      if (tournamentId) batch.key(LIVE_KEYS.tournamentDetail(tournamentId));
      batch.key(LIVE_KEYS.tournamentLists);
      return;
    case 'teams':
    case 'courts':
      if (tournamentId) {
        batch.key(LIVE_KEYS.tournamentDetail(tournamentId));
        batch.key(LIVE_KEYS.competition(tournamentId));
      }
      return;
    case 'keepers':
      if (event.id) batch.naming(event.id);
      batch.key(LIVE_KEYS.scoreKeepersRoot);
      batch.key(LIVE_KEYS.matchLists);
      return;
    default:
      return;
  }
}
