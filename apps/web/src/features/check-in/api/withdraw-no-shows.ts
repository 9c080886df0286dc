import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawNoShowsResponseSchema } from '@courtside/shared/api/check-in';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readAnswer } from '@/lib/read-answer';
import { invalidateTournament } from '@/lib/tournaments/invalidate';

/** POST /api/tournaments/{id}/withdraw-no-shows (the organizer, before the start). */
export async function withdrawNoShows(tournamentId: string) {
  const response = await api.post(
    `/tournaments/${encodeURIComponent(tournamentId)}/withdraw-no-shows`,
  );
  return readAnswer(withdrawNoShowsResponseSchema, response.data);
}

export function useWithdrawNoShows(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawNoShows(tournamentId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.checkIn.tournament(tournamentId) }),
        invalidateTournament(queryClient, tournamentId),
      ]),
  });
}
