import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  tournamentListResponseSchema,
  type TournamentListQuery,
  type TournamentListResponse,
} from '@courtside/shared/api/tournament';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/read-answer';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/tournaments: a page of tournaments matching the filters, and the summary totals. */
export async function getTournaments(query: TournamentListQuery): Promise<TournamentListResponse> {
  // Empty filters are left out rather than sent as `q=`.
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
  const response = await api.get('/tournaments', { params });
  return readAnswer(tournamentListResponseSchema, response.data);
}

export const tournamentsQueryOptions = (query: TournamentListQuery = {}) =>
  queryOptions({
    queryKey: queryKeys.tournaments.list(query),
    queryFn: () => getTournaments(query),
    // Paging or filtering keeps the last page on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export const useTournaments = (query: TournamentListQuery) =>
  useQuery(tournamentsQueryOptions(query));
