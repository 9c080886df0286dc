import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchDetailResponseSchema, type MatchDetail } from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/read-answer';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/matches/{id}: the match with its corrections, rating changes and scoring format. */
export async function getMatchDetail(matchId: string): Promise<MatchDetail> {
  const response = await api.get(`/matches/${encodeURIComponent(matchId)}`);
  return readAnswer(matchDetailResponseSchema, response.data).data;
}

/** Under the tournament's competition key, so every write to its matches refreshes it. */
export const tournamentMatchDetailQueryOptions = (tournamentId: string, matchId: string) =>
  queryOptions({
    queryKey: queryKeys.tournaments.match(tournamentId, matchId),
    queryFn: () => getMatchDetail(matchId),
  });

export const useTournamentMatchDetail = (tournamentId: string, matchId: string) =>
  useQuery(tournamentMatchDetailQueryOptions(tournamentId, matchId));
