import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MATCH_MESSAGES, scoreKeepersResponseSchema } from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { invalidateCompetition } from '@/lib/tournaments/invalidate';
import { scoreKeepersQueryOptions } from './score-keepers-list';
import { readAnswer } from '@/lib/read-answer';

/** POST /api/matches/{id}/score-keepers {userId}: the list after the change, and the message. */
export async function addScoreKeeper(matchId: string, userId: string) {
  const response = await api.post(`/matches/${encodeURIComponent(matchId)}/score-keepers`, {
    userId,
  });
  const { data, message } = readAnswer(scoreKeepersResponseSchema, response.data);
  return { scoreKeepers: data.scoreKeepers, message: message ?? MATCH_MESSAGES.scoreKeeperAdded };
}

export function useAddScoreKeeper(tournamentId: string, matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => addScoreKeeper(matchId, userId),
    onSuccess: ({ scoreKeepers }) => {
      queryClient.setQueryData(
        scoreKeepersQueryOptions(tournamentId, matchId).queryKey,
        scoreKeepers,
      );
      // The match's authorizedScoreKeepers moved: who sees Update Score changes.
      return invalidateCompetition(queryClient, tournamentId);
    },
  });
}
