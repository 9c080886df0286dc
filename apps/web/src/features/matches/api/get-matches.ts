import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchListResponseSchema, type Match } from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/read-answer';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/matches/tournament/{id}: the tournament's matches in round and position order. */
export async function getTournamentMatches(id: string): Promise<Match[]> {
  const response = await api.get(`/matches/tournament/${encodeURIComponent(id)}`);
  return readAnswer(matchListResponseSchema, response.data).data;
}

export const tournamentMatchesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.tournaments.matches(id),
    queryFn: () => getTournamentMatches(id),
  });

/** Nothing is asked before the start: an upcoming tournament has no matches. */
export const useTournamentMatches = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...tournamentMatchesQueryOptions(id), enabled });
