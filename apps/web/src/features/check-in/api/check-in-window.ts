import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tournamentResponseSchema } from '@courtside/shared/api/tournament';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readAnswer } from '@/lib/read-answer';
import { tournamentQueryOptions } from '@/lib/tournaments/get-tournament';
import { invalidateTournament } from '@/lib/tournaments/invalidate';

/** PUT /api/tournaments/{id} {checkInOpensAt}: when check-in opens, or null for none. */
export async function saveCheckInWindow(tournamentId: string, checkInOpensAt: string | null) {
  const response = await api.put(`/tournaments/${encodeURIComponent(tournamentId)}`, {
    checkInOpensAt,
  });
  return readAnswer(tournamentResponseSchema, response.data);
}

export function useSaveCheckInWindow(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checkInOpensAt: string | null) => saveCheckInWindow(tournamentId, checkInOpensAt),
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(tournamentQueryOptions(tournamentId).queryKey, data);
      await Promise.all([
        invalidateTournament(queryClient, tournamentId),
        queryClient.invalidateQueries({ queryKey: queryKeys.checkIn.all }),
      ]);
    },
  });
}
