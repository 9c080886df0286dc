import { useMutation, useQueryClient } from '@tanstack/react-query';
import { joinResponseSchema, type JoinResponse } from '@courtside/shared/api/tournament';
import { api } from '@/lib/api-client';
import { invalidateTournament } from '@/lib/tournaments/invalidate';
import { readAnswer } from '@/lib/read-answer';

/** POST /api/tournaments/{id}/waitlist: a place in the queue of a full tournament. */
export async function joinWaitlist(id: string): Promise<JoinResponse> {
  const response = await api.post(`/tournaments/${encodeURIComponent(id)}/waitlist`);
  return readAnswer(joinResponseSchema, response.data);
}

export function useJoinWaitlist(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => joinWaitlist(id),
    onSettled: () => invalidateTournament(queryClient, id),
  });
}
