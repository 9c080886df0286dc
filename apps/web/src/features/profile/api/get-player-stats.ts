import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerStatsResponseSchema, type PlayerStats } from '@courtside/shared/api/player';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/read-answer';

/** GET /api/players/{id}/stats: every figure computed from matches and rating history. */
export async function getPlayerStats(id: string): Promise<PlayerStats> {
  const response = await api.get(`/players/${encodeURIComponent(id)}/stats`);
  return readAnswer(playerStatsResponseSchema, response.data).data;
}

export const playerStatsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['players', id, 'stats'],
    queryFn: () => getPlayerStats(id),
    staleTime: 30_000,
  });

export const usePlayerStats = (id: string) => useQuery(playerStatsQueryOptions(id));
