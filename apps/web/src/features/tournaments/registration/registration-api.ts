import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  registrationResponseSchema,
  type RegistrationInput,
  type RegistrationOutcome,
} from '@courtside/shared/api/registration';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readAnswer } from '@/lib/read-answer';
import { invalidateTournament } from '@/lib/tournaments/invalidate';

/** POST /api/tournaments/{id}/registrations: several events in one step, all or nothing. */
export async function registerForEvents(
  tournamentId: string,
  input: RegistrationInput,
): Promise<{ events: RegistrationOutcome[]; message: string }> {
  const response = await api.post(
    `/tournaments/${encodeURIComponent(tournamentId)}/registrations`,
    input,
  );
  const answer = readAnswer(registrationResponseSchema, response.data);
  return { events: answer.data.events, message: answer.message };
}

export function useRegisterForEvents(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegistrationInput) => registerForEvents(tournamentId, input),
    // A refusal (full, not eligible) also means our copy may be out of date. Not awaited: the
    // dialog shows the answer as soon as it comes, not once every list is refetched; meanwhile
    // the refetched partner requests said "Request sent to ..." beside "Registering...".
    onSettled: (_answer, _error, input) => {
      const eventIds = input.events.map((entry) => entry.eventId);
      void queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.events(tournamentId) });
      // A partner named with the registration is a request of the caller's (decision 040).
      void queryClient.invalidateQueries({ queryKey: queryKeys.partnerRequests.mine });
      for (const id of new Set([tournamentId, ...eventIds])) {
        void invalidateTournament(queryClient, id);
      }
    },
  });
}
