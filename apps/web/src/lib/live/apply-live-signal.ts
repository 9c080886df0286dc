import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { DeskAnswer } from '@courtside/shared/api/desk';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import type { LiveSignal } from './live-client';
import { patchMatch, patchMatchIn, type MatchEventData } from './match-patch';
import { queryKeys } from '../query-keys';

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

/**
 * Every opened desk that serves `tournamentId`: its own, and a desk of the tournament's other
 * events, which serves every event on the shared courts (issue 26). Only desks opened refetch.
 */
function refetchDesksServing(
  queryClient: QueryClient,
  batch: InvalidationBatch,
  tournamentId: string,
) {
  for (const [key, desk] of queryClient.getQueriesData<DeskAnswer>({
    queryKey: queryKeys.tournaments.competitionAll,
  })) {
    if (key.at(-1) !== 'desk' || !desk) continue;
    if (key.includes(tournamentId) || desk.eventIds.includes(tournamentId)) batch.key(key);
  }
}

/** Refetch what a topic feeds (after `resync`, a refused topic, a gap). */
function refetchTopic(batch: InvalidationBatch, topic: string) {
  const [kind, id = ''] = topic.split(':');
  if (kind === 'tournament') {
    batch.key(queryKeys.tournaments.detail(id));
    batch.key(queryKeys.tournaments.competition(id));
    batch.key(queryKeys.tournaments.lists);
    batch.key(queryKeys.checkIn.tournament(id));
  } else if (kind === 'match') {
    batch.naming(id);
  } else if (kind === 'user') {
    batch.key(queryKeys.matches.all);
    batch.key(queryKeys.tournaments.lists);
    batch.key(queryKeys.checkIn.mine);
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
      batch.key(queryKeys.tournaments.competition(tournamentId));
      batch.key(queryKeys.tournaments.detail(tournamentId));
    }
    batch.key(queryKeys.matches.all);
  };
  // The desk's queue and courts follow from every match of the tournament and its events (a
  // call, a start, a result freeing a player): each opened desk serving it refetches.
  if (tournamentId) refetchDesksServing(queryClient, batch, tournamentId);
  if (event.op !== 'UPDATE' || !event.id || !event.data) return structural();
  const id = event.id;
  const data = event.data as MatchEventData;
  const courts = tournamentId
    ? queryClient.getQueryData<TournamentDetail>(queryKeys.tournaments.detail(tournamentId))?.courts
    : undefined;
  const courtOf = (courtId: string) => {
    const court = courts?.find((c) => c.id === courtId);
    return court ? { name: court.name, location: court.location } : undefined;
  };
  let isFound = false;
  let hasOutcomeChanged = false;
  let needsRefetch = false;
  for (const root of [queryKeys.tournaments.competitionAll, queryKeys.matches.all]) {
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
        batch.key(queryKeys.tournaments.detail(tournamentId));
        batch.key(queryKeys.tournaments.competition(tournamentId));
      }
      batch.key(queryKeys.tournaments.lists);
      batch.key(queryKeys.matches.lists);
      return;
    case 'participants':
    case 'waitlist':
      if (tournamentId) {
        batch.key(queryKeys.tournaments.detail(tournamentId));
        // A check-in (the player's phone, the desk, a scanned ticket): the desk's list, its
        // missing players per next match and the desk's queue follow it at once.
        batch.key(queryKeys.checkIn.tournament(tournamentId));
        refetchDesksServing(queryClient, batch, tournamentId);
      }
      // The player's own check-ins (dashboard card, ticket page); never the ticket itself, whose
      // every fetch issues a new code.
      batch.key(queryKeys.checkIn.mine);
      batch.key(queryKeys.tournaments.lists);
      return;
    case 'teams':
    case 'courts':
      if (tournamentId) {
        batch.key(queryKeys.tournaments.detail(tournamentId));
        batch.key(queryKeys.tournaments.competition(tournamentId));
      }
      return;
    case 'keepers':
      if (event.id) batch.naming(event.id);
      // A keeper of the whole tournament or a court (decision 026) changes its matches' keepers.
      if (tournamentId) batch.key(queryKeys.tournaments.competition(tournamentId));
      batch.key(queryKeys.tournaments.scoreKeepersAll);
      batch.key(queryKeys.matches.lists);
      return;
    default:
      return;
  }
}
