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

/**
 * `rootId`: the tournament of an event (decision 034). Its detail's key holds the events list,
 * which the Register dialog reads: leaving one event must free its box there too.
 */
export function useLeaveTournament(id: string, rootId: string = id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveTournament(id),
    onSettled: () =>
      Promise.all([
        invalidateTournament(queryClient, id),
        rootId !== id && invalidateTournament(queryClient, rootId),
      ]),
  });
}
