import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { matchPageResponseSchema, type MatchListQuery } from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/read-answer';
import { queryKeys } from '@/lib/query-keys';

/** Every page and filter of GET /api/matches (the dashboard's own call included). */
/** Matches per page of the Matches page. */
export const MATCH_PAGE_SIZE = 20;

export type MatchPage = z.infer<typeof matchPageResponseSchema>;

/** GET /api/matches: a page of matches matching the filters, and the four counters. */
export async function getMatchList(query: MatchListQuery): Promise<MatchPage> {
  // Empty filters are left out rather than sent as `q=`.
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
  const response = await api.get('/matches', { params });
  return readAnswer(matchPageResponseSchema, response.data);
}

export const matchListQueryOptions = (query: MatchListQuery) =>
  queryOptions({
    queryKey: queryKeys.matches.list(query),
    queryFn: () => getMatchList(query),
    // A new filter or page keeps the last list on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export const useMatchList = (query: MatchListQuery) => useQuery(matchListQueryOptions(query));
