import { queryOptions, useQuery } from '@tanstack/react-query';
import { tournamentResponseSchema, type TournamentDetail } from '@courtside/shared/api/tournament';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/read-answer';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/tournaments/{id}: the whole tournament, with what the viewer is to it. */
export async function getTournament(id: string): Promise<TournamentDetail> {
  const response = await api.get(`/tournaments/${encodeURIComponent(id)}`);
  return readAnswer(tournamentResponseSchema, response.data).data;
}

export const tournamentQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.tournaments.detail(id), queryFn: () => getTournament(id) });

export const useTournament = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...tournamentQueryOptions(id), enabled });
