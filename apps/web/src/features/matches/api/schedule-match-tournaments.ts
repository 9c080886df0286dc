import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentSummary } from '@courtside/shared/api/tournament';
import { TOURNAMENT_PAGE_SIZE_MAX } from '@courtside/shared/constants';
import { getTournaments } from '@/lib/tournaments/get-tournaments';
import { queryKeys } from '@/lib/query-keys';

/** A safety stop: pages of one status asked at most (100 tournaments each). */
const MAX_PAGES = 20;

async function allOfStatus(status: 'upcoming' | 'ongoing'): Promise<TournamentSummary[]> {
  const found: TournamentSummary[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { data, meta } = await getTournaments({ status, page, limit: TOURNAMENT_PAGE_SIZE_MAX });
    found.push(...data);
    if (page * meta.limit >= meta.total || data.length === 0) break;
  }
  return found;
}

/**
 * The tournaments an organizer may schedule a match in: their own, upcoming
 * or ongoing. GET /api/tournaments has no organizer filter, so both statuses
 * are read and filtered here.
 */
export async function getSchedulableTournaments(organizerId: string) {
  const [upcoming, ongoing] = await Promise.all([allOfStatus('upcoming'), allOfStatus('ongoing')]);
  return [...ongoing, ...upcoming]
    .filter((t) => t.organizerId === organizerId)
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const schedulableTournamentsQueryOptions = (organizerId: string) =>
  queryOptions({
    // Under the list key: creating, starting or finishing a tournament refreshes it.
    queryKey: queryKeys.tournaments.schedulable(organizerId),
    queryFn: () => getSchedulableTournaments(organizerId),
  });

export const useSchedulableTournaments = (organizerId: string) =>
  useQuery(schedulableTournamentsQueryOptions(organizerId));
