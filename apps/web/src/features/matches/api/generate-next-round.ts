import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { invalidateCompetition } from '@/lib/tournaments/invalidate';

/**
 * POST /api/matches/tournament/{id}/next-round (the owner, while ongoing): the
 * next Swiss round, or a round robin's knockout stage. 409 until the current
 * round is complete.
 */
export async function generateNextRound(id: string): Promise<string> {
  const response = await api.post<{ message?: string }>(
    `/matches/tournament/${encodeURIComponent(id)}/next-round`,
  );
  return response.data.message ?? MATCH_MESSAGES.nextRoundGenerated;
}

export function useGenerateNextRound(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateNextRound(id),
    onSuccess: () => invalidateCompetition(queryClient, id),
  });
}
