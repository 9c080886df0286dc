import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerStatsResponseSchema, type PlayerStats } from '@courtside/shared/api/player';
import { api } from '@/lib/api-client';
import { PLAYERS_KEY } from './get-players';
import { readAnswer } from '@/lib/read-answer';

/**
 * GET /api/players/{id}/stats: streaks, best rating, recent matches and the
 * rating history, all computed from matches. 403 when the player keeps their
 * statistics private.
 */
export async function getPlayerStats(id: string): Promise<PlayerStats> {
  const response = await api.get(`/players/${encodeURIComponent(id)}/stats`);
  return readAnswer(playerStatsResponseSchema, response.data).data;
}

export const playerStatsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...PLAYERS_KEY, 'stats', id],
    queryFn: () => getPlayerStats(id),
  });

/** Not asked at all when the list already says the statistics are hidden. */
export const usePlayerStats = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...playerStatsQueryOptions(id), enabled });
