import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import { tournamentResponseSchema } from '@courtside/shared/api/tournament';
import { api } from '@/lib/api-client';
import { tournamentQueryOptions } from '@/lib/tournaments/get-tournament';
import { invalidateCompetition } from '@/lib/tournaments/invalidate';
import { readAnswer } from '@/lib/read-answer';

/**
 * POST /api/tournaments/{id}/reopen (the owner, decision 027): a completed tournament goes back
 * to ongoing, its champion cleared, so a result can be corrected; it completes again with its
 * final. Answers the tournament and the server's message.
 */
export async function reopenTournament(id: string) {
  const response = await api.post(`/tournaments/${encodeURIComponent(id)}/reopen`);
  const { data, message } = readAnswer(tournamentResponseSchema, response.data);
  return { tournament: data, message: message ?? MATCH_MESSAGES.reopened };
}

export function useReopenTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reopenTournament(id),
    onSuccess: ({ tournament }) => {
      queryClient.setQueryData(tournamentQueryOptions(id).queryKey, tournament);
    },
    onSettled: () => invalidateCompetition(queryClient, id),
  });
}
