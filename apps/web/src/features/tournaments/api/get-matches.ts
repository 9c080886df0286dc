import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchListResponseSchema, type Match } from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/read-answer';

/** Every match query of a tournament starts with this key (the list and the bracket). */
export const competitionKey = (id: string) => ['tournaments', 'competition', id] as const;

/** GET /api/matches/tournament/{id}: the tournament's matches in round and position order. */
export async function getTournamentMatches(id: string): Promise<Match[]> {
  const response = await api.get(`/matches/tournament/${encodeURIComponent(id)}`);
  return readAnswer(matchListResponseSchema, response.data).data;
}

export const tournamentMatchesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...competitionKey(id), 'matches'],
    queryFn: () => getTournamentMatches(id),
  });

/** Nothing is asked before the start: an upcoming tournament has no matches. */
export const useTournamentMatches = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...tournamentMatchesQueryOptions(id), enabled });
