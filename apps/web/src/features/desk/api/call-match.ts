import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DESK_MESSAGES } from '@courtside/shared/api/desk';
import { api } from '@/lib/api-client';
import { invalidateCompetition } from '@/lib/tournaments/invalidate';

/** POST /api/matches/{id}/call (the desk): the match goes to the court; its players are told. */
export async function callMatch({
  matchId,
  courtId,
  ignoreRest = false,
}: {
  matchId: string;
  courtId: string;
  /** Decision 031: the desk confirmed calling before the players' rest is over. */
  ignoreRest?: boolean;
}): Promise<string> {
  const response = await api.post<{ message?: string }>(
    `/matches/${encodeURIComponent(matchId)}/call`,
    ignoreRest ? { courtId, ignoreRest: true } : { courtId },
  );
  return response.data.message ?? DESK_MESSAGES.called('its court');
}

/** POST /api/matches/{id}/uncall: a called match that has not started goes back to the queue. */
export async function uncallMatch(matchId: string): Promise<string> {
  const response = await api.post<{ message?: string }>(
    `/matches/${encodeURIComponent(matchId)}/uncall`,
  );
  return response.data.message ?? DESK_MESSAGES.uncalled;
}

// A refusal (the court taken, a player called meanwhile) also means our copy is out of date.
export function useCallMatch(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: callMatch,
    onSettled: () => invalidateCompetition(queryClient, tournamentId),
  });
}

export function useUncallMatch(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uncallMatch,
    onSettled: () => invalidateCompetition(queryClient, tournamentId),
  });
}
