import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tournamentResponseSchema } from '@courtside/shared/api/tournament';
import { api } from '@/lib/api-client';
import { tournamentQueryOptions } from '@/lib/tournaments/get-tournament';
import { invalidateCompetition } from '@/lib/tournaments/invalidate';
import { readAnswer } from '@/lib/read-answer';

/**
 * POST /api/tournaments/{id}/participants/{entrantId}/withdraw (the owner, while ongoing;
 * rule 12.G): the entrant, a player or a doubles team, leaves the event and each of its
 * remaining matches becomes a walkover. Answers the tournament, and the server's message.
 */
export async function withdrawEntrant(id: string, entrantId: string) {
  const response = await api.post(
    `/tournaments/${encodeURIComponent(id)}/participants/${encodeURIComponent(entrantId)}/withdraw`,
  );
  const { data, message } = readAnswer(tournamentResponseSchema, response.data);
  return { tournament: data, message };
}

export function useWithdrawEntrant(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entrantId: string) => withdrawEntrant(id, entrantId),
    onSuccess: ({ tournament }) => {
      queryClient.setQueryData(tournamentQueryOptions(id).queryKey, tournament);
      return invalidateCompetition(queryClient, id);
    },
  });
}
