import { useMutation } from '@tanstack/react-query';
import { TOURNAMENT_MESSAGES, type ContactOrganizerInput } from '@courtside/shared/api/tournament';
import { api } from '@/lib/api-client';

/** POST /api/tournaments/{id}/contact: mails the organizer, with the sender as reply-to. */
export async function contactOrganizer(id: string, input: ContactOrganizerInput): Promise<string> {
  const response = await api.post<{ message?: string }>(
    `/tournaments/${encodeURIComponent(id)}/contact`,
    input,
  );
  return response.data.message ?? TOURNAMENT_MESSAGES.messageSent;
}

export const useContactOrganizer = (id: string) =>
  useMutation({ mutationFn: (input: ContactOrganizerInput) => contactOrganizer(id, input) });
