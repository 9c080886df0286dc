import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerStatsResponseSchema, type PlayerStats } from '@courtside/shared/api/player';
import { api } from './api-client';
import { queryKeys } from './query-keys';
import { readAnswer } from './read-answer';

/**
 * GET /api/players/{id}/stats: the win rate, streaks, best rating, recent matches and the
 * rating history, all computed by the server from matches; 403 when the player keeps their
 * statistics private. One call and one key for the Players dialog, the Profile and the
 * dashboard, so they share one answer and the players key refreshes it.
 */
export async function getPlayerStats(id: string): Promise<PlayerStats> {
  const response = await api.get(`/players/${encodeURIComponent(id)}/stats`);
  return readAnswer(playerStatsResponseSchema, response.data).data;
}

export const playerStatsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.players.stats(id),
    queryFn: () => getPlayerStats(id),
    staleTime: 30_000,
  });

/** Not asked at all while `enabled` is false (no user yet, statistics known to be hidden). */
export const usePlayerStats = (id: string | undefined, { enabled = true } = {}) =>
  useQuery({ ...playerStatsQueryOptions(id ?? ''), enabled: enabled && id !== undefined });
