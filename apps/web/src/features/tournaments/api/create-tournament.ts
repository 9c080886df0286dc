import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tournamentResponseSchema, type TournamentDetail } from '@courtside/shared/api/tournament';
import type { CreateTournamentData } from '@courtside/shared/validation/tournament';
import { api } from '@/lib/api-client';
import { tournamentQueryOptions } from '@/lib/tournaments/get-tournament';
import { readAnswer } from '@/lib/read-answer';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/tournaments. The body carries the extra fields spec section 7
 * lists (organizerId, currentParticipants 0, status upcoming, courts [],
 * participants []); the server ignores them and sets its own.
 */
export async function createTournament(
  input: CreateTournamentData & { organizerId: string },
): Promise<TournamentDetail> {
  const body = {
    ...input,
    currentParticipants: 0,
    status: 'upcoming',
    courts: [],
    participants: [],
  };
  const response = await api.post('/tournaments', body);
  return readAnswer(tournamentResponseSchema, response.data).data;
}

export function useCreateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTournament,
    onSuccess: async (tournament) => {
      queryClient.setQueryData(tournamentQueryOptions(tournament.id).queryKey, tournament);
      await queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.lists });
    },
  });
}
