import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MATCH_MESSAGES,
  tournamentScoreKeepersResponseSchema,
  type TournamentScoreKeeper,
} from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readAnswer } from '@/lib/read-answer';
import { invalidateCompetition } from '@/lib/tournaments/invalidate';

/** One keeper named for a scope: the whole tournament (`courtId` null) or one court. */
export interface KeeperScopeInput {
  userId: string;
  courtId: string | null;
}

const path = (tournamentId: string) =>
  `/tournaments/${encodeURIComponent(tournamentId)}/score-keepers`;

/** GET /api/tournaments/{id}/score-keepers (the owner): keepers of the tournament and its courts. */
export async function getTournamentScoreKeepers(
  tournamentId: string,
): Promise<TournamentScoreKeeper[]> {
  const response = await api.get(path(tournamentId));
  return readAnswer(tournamentScoreKeepersResponseSchema, response.data).data.scoreKeepers;
}

export const tournamentScoreKeepersQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: queryKeys.tournaments.scopedKeepers(tournamentId),
    queryFn: () => getTournamentScoreKeepers(tournamentId),
  });

export const useTournamentScoreKeepers = (tournamentId: string) =>
  useQuery(tournamentScoreKeepersQueryOptions(tournamentId));

async function change(method: 'post' | 'delete', tournamentId: string, input: KeeperScopeInput) {
  const response =
    method === 'post'
      ? await api.post(path(tournamentId), input)
      : await api.delete(path(tournamentId), { data: input });
  const { data, message } = readAnswer(tournamentScoreKeepersResponseSchema, response.data);
  const fallback =
    method === 'post' ? MATCH_MESSAGES.scoreKeeperAdded : MATCH_MESSAGES.scoreKeeperRemoved;
  return { scoreKeepers: data.scoreKeepers, message: message ?? fallback };
}

/**
 * POST or DELETE /api/tournaments/{id}/score-keepers: the list after the change replaces the
 * cached one; the matches refresh, since their authorizedScoreKeepers moved.
 */
export function useChangeTournamentScoreKeeper(tournamentId: string, method: 'post' | 'delete') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KeeperScopeInput) => change(method, tournamentId, input),
    onSuccess: ({ scoreKeepers }) => {
      queryClient.setQueryData(queryKeys.tournaments.scopedKeepers(tournamentId), scoreKeepers);
      return invalidateCompetition(queryClient, tournamentId);
    },
  });
}
