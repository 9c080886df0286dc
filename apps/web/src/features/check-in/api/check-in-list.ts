import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { checkInListResponseSchema, type CheckInList } from '@courtside/shared/api/check-in';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readAnswer } from '@/lib/read-answer';

/** GET /api/tournaments/{id}/check-in?q= (the desk): who is in, missing first. */
export async function getCheckInList(tournamentId: string, q: string): Promise<CheckInList> {
  const response = await api.get(`/tournaments/${encodeURIComponent(tournamentId)}/check-in`, {
    params: q ? { q } : {},
  });
  return readAnswer(checkInListResponseSchema, response.data).data;
}

export const checkInListQueryOptions = (tournamentId: string, q: string) =>
  queryOptions({
    queryKey: queryKeys.checkIn.list(tournamentId, q),
    queryFn: () => getCheckInList(tournamentId, q),
    // A search keeps the last list on screen while the next one loads.
    placeholderData: keepPreviousData,
    // Players check themselves in from their phones: the desk's list follows the tournament's
    // live topic (lib/live/apply-live-signal.ts), no polling.
  });

export const useCheckInList = (tournamentId: string, q: string) =>
  useQuery(checkInListQueryOptions(tournamentId, q));
