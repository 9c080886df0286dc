import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addParticipantResponseSchema,
  type AddParticipantInput,
} from '@courtside/shared/api/tournament';
import { api } from '@/lib/api-client';
import { invalidateTournament } from '@/lib/tournaments/invalidate';
import { readAnswer } from '@/lib/read-answer';

/**
 * POST /api/tournaments/{id}/participants/add-by-organizer: links the account
 * with that email, or mails an invitation to an address with no account (`isInvited`).
 */
export async function addParticipant(id: string, input: AddParticipantInput) {
  const response = await api.post(
    `/tournaments/${encodeURIComponent(id)}/participants/add-by-organizer`,
    input,
  );
  return readAnswer(addParticipantResponseSchema, response.data).data;
}

export function useAddParticipant(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddParticipantInput) => addParticipant(id, input),
    onSuccess: () => invalidateTournament(queryClient, id),
  });
}
