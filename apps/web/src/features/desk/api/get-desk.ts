import { queryOptions, useQuery } from '@tanstack/react-query';
import { deskResponseSchema, type DeskAnswer } from '@courtside/shared/api/desk';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readAnswer } from '@/lib/read-answer';

/** Late matches turn late with the clock, not with an event: the desk refreshes this often. */
const DESK_REFRESH_MS = 60_000;

/** GET /api/matches/tournament/{id}/desk: the courts and the queue of matches to call. */
export async function getDesk(tournamentId: string): Promise<DeskAnswer> {
  const response = await api.get(`/matches/tournament/${encodeURIComponent(tournamentId)}/desk`);
  return readAnswer(deskResponseSchema, response.data).data;
}

export const deskQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: queryKeys.tournaments.desk(tournamentId),
    queryFn: () => getDesk(tournamentId),
    refetchInterval: DESK_REFRESH_MS,
  });

export const useDesk = (tournamentId: string) => useQuery(deskQueryOptions(tournamentId));
