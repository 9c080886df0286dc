import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerStatsResponseSchema, type PlayerStats } from '@courtside/shared/api/player';
import { api } from '@/lib/api-client';

/**
 * GET /api/players/{id}/stats for the signed-in user: the win rate (spec section 9's formula),
 * games played, the current rating and the trend over TREND_DAYS, all computed by the server
 * from completed matches. The dashboard's own call (features do not import each other); its key
 * is the Profile's Statistics tab's, so both share one answer and the players key refreshes it.
 */
export async function getMyStats(userId: string): Promise<PlayerStats> {
  const response = await api.get(`/players/${encodeURIComponent(userId)}/stats`);
  return playerStatsResponseSchema.parse(response.data).data;
}

export const myStatsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['players', userId, 'stats'],
    queryFn: () => getMyStats(userId),
  });

export const useMyStats = (userId: string | undefined, { enabled = true } = {}) =>
  useQuery({ ...myStatsQueryOptions(userId ?? ''), enabled: enabled && userId !== undefined });
