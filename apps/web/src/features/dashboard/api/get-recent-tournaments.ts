import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  tournamentListResponseSchema,
  type TournamentListResponse,
} from '@courtside/shared/api/tournament';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/read-answer';
import { queryKeys } from '@/lib/query-keys';

/** Spec section 9: the dashboard shows 3 recent tournaments. */
export const RECENT_TOURNAMENTS_COUNT = 3;

/**
 * GET /api/tournaments?limit=3: the newest three and the totals of every
 * tournament. The dashboard's own call (features do not import each other);
 * its key sits under the tournaments list key, so the tournaments feature's
 * invalidations refresh it too.
 */
export async function getRecentTournaments(): Promise<TournamentListResponse> {
  const response = await api.get('/tournaments', {
    params: { page: 1, limit: RECENT_TOURNAMENTS_COUNT },
  });
  return readAnswer(tournamentListResponseSchema, response.data);
}

export const recentTournamentsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.tournaments.dashboard,
    queryFn: getRecentTournaments,
  });

export const useRecentTournaments = () => useQuery(recentTournamentsQueryOptions());
