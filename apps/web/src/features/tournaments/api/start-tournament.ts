import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { invalidateCompetition } from '@/lib/tournaments/invalidate';

/**
 * POST /api/tournaments/{id}/start (the owner, while upcoming): generates the
 * first matches of the format and closes registration. 409 says why it cannot
 * (already started, too few entrants, a doubles player without a partner).
 */
export async function startTournament(id: string): Promise<string> {
  const response = await api.post<{ message?: string }>(
    `/tournaments/${encodeURIComponent(id)}/start`,
  );
  return response.data.message ?? MATCH_MESSAGES.started;
}

export function useStartTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startTournament(id),
    // A refusal (already started elsewhere) also means our copy is out of date.
    onSettled: () => invalidateCompetition(queryClient, id),
  });
}
