import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMatchDetail } from './match-detail';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/matches/{id} for the Matches page's score dialog, which knows only
 * the match's id (from `?score=`): under the Matches page's key, not a tournament's.
 */
export const matchesPageMatchQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: queryKeys.matches.detail(matchId),
    queryFn: () => getMatchDetail(matchId),
    // The score dialog builds on the match's version: never start from a kept copy.
    staleTime: 0,
    gcTime: 0,
  });

export const useMatchesPageMatch = (matchId: string) =>
  useQuery(matchesPageMatchQueryOptions(matchId));
