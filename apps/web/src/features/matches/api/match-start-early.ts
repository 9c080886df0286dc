import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { invalidateCompetition } from '@/lib/tournaments/invalidate';

/**
 * POST /api/matches/{id}/start-early (the owner): a scheduled match with no
 * actual start begins now. 409 once it has started.
 */
export async function startMatchEarly(matchId: string): Promise<string> {
  const response = await api.post<{ message?: string }>(
    `/matches/${encodeURIComponent(matchId)}/start-early`,
  );
  return response.data.message ?? MATCH_MESSAGES.startedEarly;
}

export function useStartMatchEarly(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startMatchEarly,
    // A refusal (started meanwhile) also means our copy is out of date.
    onSettled: () => invalidateCompetition(queryClient, tournamentId),
  });
}
