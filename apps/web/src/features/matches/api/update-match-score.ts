import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MATCH_MESSAGES,
  matchResponseSchema,
  type Match,
  type UpdateScoreInput,
} from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { invalidateCompetition } from '@/lib/tournaments/invalidate';
import { readAnswer } from '@/lib/read-answer';

/**
 * PUT /api/matches/{id}/score: the per-game points of both sides, with the
 * `version` the score was built on, so a score entered meanwhile by someone
 * else is refused (409) rather than overwritten. The owner's correction of a
 * completed match goes the same way; 409 with `field: 'confirmCascade'` asks
 * to confirm resetting started matches downstream. Answers the match and the
 * server's message ('Result corrected successfully!' for a correction).
 */
export async function updateMatchScore(
  matchId: string,
  input: UpdateScoreInput,
): Promise<{ match: Match; message: string }> {
  const response = await api.put(`/matches/${encodeURIComponent(matchId)}/score`, input);
  const { data, message } = readAnswer(matchResponseSchema, response.data);
  return { match: data, message: message ?? MATCH_MESSAGES.scoreUpdated };
}

export function useUpdateMatchScore(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, input }: { matchId: string; input: UpdateScoreInput }) =>
      updateMatchScore(matchId, input),
    // Also after a refusal: a stale version or a completed match means our copy is old.
    onSettled: () => invalidateCompetition(queryClient, tournamentId),
  });
}
