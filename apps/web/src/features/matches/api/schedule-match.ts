import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  matchResponseSchema,
  type Match,
  type ScheduleMatchInput,
} from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { invalidateCompetition } from '@/lib/tournaments/invalidate';
import { readAnswer } from '@/lib/read-answer';

/**
 * POST /api/matches (spec section 7): an extra match between two entrants of
 * the organizer's upcoming or ongoing tournament. `courtName` finds or adds the court.
 */
export async function scheduleMatch(input: ScheduleMatchInput): Promise<Match> {
  const response = await api.post('/matches', input);
  return readAnswer(matchResponseSchema, response.data).data;
}

export function useScheduleMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleMatch,
    // The tournament's matches and the Matches page's lists.
    onSuccess: (match) => invalidateCompetition(queryClient, match.tournamentId),
  });
}
