import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MATCH_MESSAGES, type MatchScheduleInput } from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { invalidateCompetition } from '@/lib/tournaments/invalidate';

/**
 * PUT /api/tournaments/{id}/match-schedule (the owner): a match's start time
 * and court. A clash with another match on that court or of those entrants is
 * refused with 409, naming the match it clashes with. Answers the server's message.
 */
export async function updateMatchSchedule(
  tournamentId: string,
  input: MatchScheduleInput,
): Promise<string> {
  const response = await api.put<{ message?: string }>(
    `/tournaments/${encodeURIComponent(tournamentId)}/match-schedule`,
    input,
  );
  return response.data.message ?? MATCH_MESSAGES.scheduleUpdated;
}

export function useUpdateMatchSchedule(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MatchScheduleInput) => updateMatchSchedule(tournamentId, input),
    onSuccess: () => invalidateCompetition(queryClient, tournamentId),
  });
}
