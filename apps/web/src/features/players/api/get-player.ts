import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerResponseSchema, type PlayerDetail } from '@courtside/shared/api/player';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/read-answer';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/players/{id}: the player's profile with the figures their privacy lets us see. */
export async function getPlayer(id: string): Promise<PlayerDetail> {
  const response = await api.get(`/players/${encodeURIComponent(id)}`);
  return readAnswer(playerResponseSchema, response.data).data;
}

export const playerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.players.detail(id),
    queryFn: () => getPlayer(id),
  });

export const usePlayer = (id: string) => useQuery(playerQueryOptions(id));
