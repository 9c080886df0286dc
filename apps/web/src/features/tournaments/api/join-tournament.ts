import { useMutation, useQueryClient } from '@tanstack/react-query';
import { joinResponseSchema, type JoinResponse } from '@courtside/shared/api/tournament';
import { api } from '@/lib/api-client';
import { invalidateTournament } from '@/lib/tournaments/invalidate';
import { readAnswer } from '@/lib/read-answer';

/**
 * POST /api/tournaments/{id}/join: joined, or waitlisted when full and the
 * player's settings ask for that. A full tournament otherwise answers 409
 * TOURNAMENT_FULL.
 */
export async function joinTournament(id: string): Promise<JoinResponse> {
  const response = await api.post(`/tournaments/${encodeURIComponent(id)}/join`);
  return readAnswer(joinResponseSchema, response.data);
}

export function useJoinTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => joinTournament(id),
    // A refusal (full, say) also means our copy is out of date.
    onSettled: () => invalidateTournament(queryClient, id),
  });
}
