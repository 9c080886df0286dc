import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  matchResponseSchema,
  type Match,
  type UpdateScoreInput,
} from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { invalidateCompetition } from './invalidate';

/**
 * PUT /api/matches/{id}/score: the per-game points of both sides, with the
 * `version` the score was built on, so a score entered meanwhile by someone
 * else is refused (409) rather than overwritten.
 */
export async function updateMatchScore(matchId: string, input: UpdateScoreInput): Promise<Match> {
  const response = await api.put(`/matches/${encodeURIComponent(matchId)}/score`, input);
  return matchResponseSchema.parse(response.data).data;
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
