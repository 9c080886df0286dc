import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventListResponseSchema, type TournamentEvent } from '@courtside/shared/api/event';
import {
  registrationResponseSchema,
  type RegistrationInput,
  type RegistrationOutcome,
} from '@courtside/shared/api/registration';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readAnswer } from '@/lib/read-answer';
import { invalidateTournament } from '@/lib/tournaments/invalidate';

/** GET /api/tournaments/{id}/events: every event, with whether the caller may enter it. */
export async function fetchEvents(tournamentId: string): Promise<TournamentEvent[]> {
  const response = await api.get(`/tournaments/${encodeURIComponent(tournamentId)}/events`);
  return readAnswer(eventListResponseSchema, response.data).data;
}

export const eventsQueryOptions = (tournamentId: string) => ({
  queryKey: queryKeys.tournaments.events(tournamentId),
  queryFn: () => fetchEvents(tournamentId),
});

export function useTournamentEvents(tournamentId: string, enabled = true) {
  return useQuery({ ...eventsQueryOptions(tournamentId), enabled });
}

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
    // A refusal (full, not eligible) also means our copy may be out of date.
    onSettled: async (answer, _error, input) => {
      const eventIds = input.events.map((entry) => entry.eventId);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.events(tournamentId) }),
        ...[...new Set([tournamentId, ...eventIds])].map((id) =>
          invalidateTournament(queryClient, id),
        ),
      ]);
      return answer;
    },
  });
}
