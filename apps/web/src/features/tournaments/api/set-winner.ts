import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MATCH_MESSAGES, type SetWinnerInput } from '@courtside/shared/api/match';
import { tournamentResponseSchema } from '@courtside/shared/api/tournament';
import { api } from '@/lib/api-client';
import { tournamentQueryOptions } from '@/lib/tournaments/get-tournament';
import { invalidateCompetition } from '@/lib/tournaments/invalidate';
import { readAnswer } from '@/lib/read-answer';

/**
 * POST /api/tournaments/{id}/winner (the owner, once started): a participant
 * (a player, or a team in doubles) or a custom name with an optional partner.
 * Completes the tournament; answers it, and the server's message.
 */
export async function setTournamentWinner(id: string, input: SetWinnerInput) {
  const response = await api.post(`/tournaments/${encodeURIComponent(id)}/winner`, input);
  const { data, message } = readAnswer(tournamentResponseSchema, response.data);
  return { tournament: data, message: message ?? MATCH_MESSAGES.winnerSet };
}

export function useSetTournamentWinner(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetWinnerInput) => setTournamentWinner(id, input),
    onSuccess: ({ tournament }) => {
      queryClient.setQueryData(tournamentQueryOptions(id).queryKey, tournament);
      return invalidateCompetition(queryClient, id);
    },
  });
}
