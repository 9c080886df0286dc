import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { matchPageResponseSchema } from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/read-answer';
import { queryKeys } from '@/lib/query-keys';

/** Spec section 9: the dashboard shows 4 upcoming matches. */
export const UPCOMING_MATCHES_COUNT = 4;

export type UpcomingMatches = z.infer<typeof matchPageResponseSchema>;

/**
 * GET /api/matches?status=scheduled&limit=4: the next four scheduled matches,
 * and in `meta.counts.scheduled` how many there are. The dashboard's own call
 * (features do not import each other); its key sits under the Matches page's
 * list key, so a score or a new match refreshes it too.
 */
export async function getUpcomingMatches(): Promise<UpcomingMatches> {
  const response = await api.get('/matches', {
    params: { status: 'scheduled', limit: UPCOMING_MATCHES_COUNT, page: 1 },
  });
  return readAnswer(matchPageResponseSchema, response.data);
}

export const upcomingMatchesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.matches.dashboard,
    queryFn: getUpcomingMatches,
  });

export const useUpcomingMatches = () => useQuery(upcomingMatchesQueryOptions());
