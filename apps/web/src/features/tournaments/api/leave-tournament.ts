import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTournament } from '@/lib/tournaments/invalidate';

/**
 * POST /api/tournaments/{id}/leave: leaves the tournament, or its waitlist when
 * only waitlisted. The server moves the first waitlisted player into a freed place.
 */
export async function leaveTournament(id: string): Promise<void> {
  await api.post(`/tournaments/${encodeURIComponent(id)}/leave`);
}

export function useLeaveTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveTournament(id),
    onSettled: () => invalidateTournament(queryClient, id),
  });
}
