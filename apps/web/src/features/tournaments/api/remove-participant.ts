import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTournament } from '@/lib/tournaments/invalidate';

/**
 * DELETE /api/tournaments/{id}/participants/{userId}: the organizer removes a
 * player (or a waitlisted one). The server mails them, dissolves their team
 * (mailing the partner) and moves the first waitlisted player in.
 */
export async function removeParticipant(id: string, userId: string): Promise<void> {
  await api.delete(
    `/tournaments/${encodeURIComponent(id)}/participants/${encodeURIComponent(userId)}`,
  );
}

export function useRemoveParticipant(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeParticipant(id, userId),
    onSettled: () => invalidateTournament(queryClient, id),
  });
}
