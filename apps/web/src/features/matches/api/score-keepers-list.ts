import { queryOptions, useQuery } from '@tanstack/react-query';
import { scoreKeepersResponseSchema, type UserSummary } from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/read-answer';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/matches/{id}/score-keepers (the owner): who may score this match. */
export async function getScoreKeepers(matchId: string): Promise<UserSummary[]> {
  const response = await api.get(`/matches/${encodeURIComponent(matchId)}/score-keepers`);
  return readAnswer(scoreKeepersResponseSchema, response.data).data.scoreKeepers;
}

/**
 * Outside the competition key: adding or removing answers the new list, which
 * replaces the cached one, so refreshing the matches need not fetch it again.
 */
export const scoreKeepersQueryOptions = (tournamentId: string, matchId: string) =>
  queryOptions({
    queryKey: queryKeys.tournaments.scoreKeepers(tournamentId, matchId),
    queryFn: () => getScoreKeepers(matchId),
  });

export const useScoreKeepers = (tournamentId: string, matchId: string) =>
  useQuery(scoreKeepersQueryOptions(tournamentId, matchId));
