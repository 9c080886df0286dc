import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchPageResponseSchema } from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/read-answer';
import { queryKeys } from '@/lib/query-keys';
import { UPCOMING_MATCHES_COUNT, type UpcomingMatches } from './get-upcoming-matches';

/**
 * GET /api/matches?keeping=true&status=scheduled&limit=4: the next matches the signed-in user
 * keeps as score keeper (decision 026). Its key sits under the Matches page's list key, so a
 * score, a new keeper or a live change refreshes it too.
 */
export async function getKeptMatches(): Promise<UpcomingMatches> {
  const response = await api.get('/matches', {
    params: { keeping: 'true', status: 'scheduled', limit: UPCOMING_MATCHES_COUNT, page: 1 },
  });
  return readAnswer(matchPageResponseSchema, response.data);
}

export const keptMatchesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.matches.dashboardKept,
    queryFn: getKeptMatches,
  });

export const useKeptMatches = () => useQuery(keptMatchesQueryOptions());
