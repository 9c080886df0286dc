import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tournamentResponseSchema, type TournamentDetail } from '@courtside/shared/api/tournament';
import type { UpdateTournamentData } from '@courtside/shared/validation/tournament';
import { api } from '@/lib/api-client';
import { tournamentQueryOptions } from '@/lib/tournaments/get-tournament';
import { invalidateTournament } from '@/lib/tournaments/invalidate';
import { readAnswer } from '@/lib/read-answer';

/** PUT /api/tournaments/{id}: any subset of the fields (the edit form, or only `rules`). */
export async function updateTournament(
  id: string,
  input: UpdateTournamentData,
): Promise<TournamentDetail> {
  const response = await api.put(`/tournaments/${encodeURIComponent(id)}`, input);
  return readAnswer(tournamentResponseSchema, response.data).data;
}

export function useUpdateTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateTournamentData) => updateTournament(id, input),
    onSuccess: async (tournament) => {
      queryClient.setQueryData(tournamentQueryOptions(id).queryKey, tournament);
      await invalidateTournament(queryClient, id);
    },
  });
}
