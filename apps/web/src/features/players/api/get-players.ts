import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  playerListResponseSchema,
  type PlayerListQuery,
  type PlayerListResponse,
} from '@courtside/shared/api/player';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/read-answer';
import { queryKeys } from '@/lib/query-keys';

/** Every page, search, filter and sort of GET /api/players/rankings. */
/**
 * GET /api/players/rankings: a page of ranked players matching the search and
 * level, in the chosen sort, with the four summary figures over all of them.
 */
export async function getPlayerRankings(query: PlayerListQuery): Promise<PlayerListResponse> {
  // Empty filters are left out rather than sent as `q=`.
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
  const response = await api.get('/players/rankings', { params });
  return readAnswer(playerListResponseSchema, response.data);
}

export const playerRankingsQueryOptions = (query: PlayerListQuery) =>
  queryOptions({
    queryKey: queryKeys.players.rankings(query),
    queryFn: () => getPlayerRankings(query),
    // A new search, filter or page keeps the last list on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export const usePlayerRankings = (
  query: PlayerListQuery,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...playerRankingsQueryOptions(query), enabled });
