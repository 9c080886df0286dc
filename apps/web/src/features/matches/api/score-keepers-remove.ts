import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MATCH_MESSAGES, scoreKeepersResponseSchema } from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { invalidateCompetition } from '@/lib/tournaments/invalidate';
import { scoreKeepersQueryOptions } from './score-keepers-list';
import { readAnswer } from '@/lib/read-answer';

/** DELETE /api/matches/{id}/score-keepers {userId}: the list after the change, and the message. */
export async function removeScoreKeeper(matchId: string, userId: string) {
  const response = await api.delete(`/matches/${encodeURIComponent(matchId)}/score-keepers`, {
    data: { userId },
  });
  const { data, message } = readAnswer(scoreKeepersResponseSchema, response.data);
  return { scoreKeepers: data.scoreKeepers, message: message ?? MATCH_MESSAGES.scoreKeeperRemoved };
}

export function useRemoveScoreKeeper(tournamentId: string, matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeScoreKeeper(matchId, userId),
    onSuccess: ({ scoreKeepers }) => {
      queryClient.setQueryData(
        scoreKeepersQueryOptions(tournamentId, matchId).queryKey,
        scoreKeepers,
      );
      return invalidateCompetition(queryClient, tournamentId);
    },
  });
}
