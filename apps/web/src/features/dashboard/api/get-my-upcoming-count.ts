import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchPageResponseSchema } from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/read-answer';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/matches?mine=true&status=scheduled&limit=1: how many scheduled matches the signed-in
 * user plays in or keeps (`meta.counts.scheduled`, decision 026), for the Upcoming Matches card. The list below the
 * cards shows every scheduled match the user may see (spec section 2), so organizers keep
 * Update Score there; the card counts only the user's own. Its key sits under the Matches
 * page's list key, so a score or a new match refreshes it too.
 */
export async function getMyUpcomingCount(): Promise<number> {
  const response = await api.get('/matches', {
    params: { mine: 'true', status: 'scheduled', limit: 1, page: 1 },
  });
  return readAnswer(matchPageResponseSchema, response.data).meta.counts.scheduled;
}

export const myUpcomingCountQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.matches.dashboardMine,
    queryFn: getMyUpcomingCount,
  });

export const useMyUpcomingCount = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...myUpcomingCountQueryOptions(), ...options });
