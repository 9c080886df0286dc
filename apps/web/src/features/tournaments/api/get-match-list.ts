import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { matchPageResponseSchema, type MatchListQuery } from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/read-answer';

/** Every query about matches across tournaments starts with this key. */
export const MATCHES_KEY = ['matches'] as const;
/** Every page and filter of GET /api/matches (the dashboard's own call included). */
export const MATCH_LIST_KEY = [...MATCHES_KEY, 'list'] as const;

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
    queryKey: [...MATCH_LIST_KEY, query],
    queryFn: () => getMatchList(query),
    // A new filter or page keeps the last list on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export const useMatchList = (query: MatchListQuery) => useQuery(matchListQueryOptions(query));
