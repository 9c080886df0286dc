import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  tournamentScheduleResponseSchema,
  type TournamentSchedule,
} from '@courtside/shared/api/event';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readAnswer } from '@/lib/read-answer';
import { invalidateCompetition } from '@/lib/tournaments/invalidate';

/** GET /api/tournaments/{id}/schedule: every event's matches on the tournament's courts. */
export async function getSchedule(tournamentId: string): Promise<TournamentSchedule> {
  const response = await api.get(`/tournaments/${encodeURIComponent(tournamentId)}/schedule`);
  return readAnswer(tournamentScheduleResponseSchema, response.data).data;
}

export const scheduleQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: [...queryKeys.tournaments.competition(tournamentId), 'schedule'] as const,
    queryFn: () => getSchedule(tournamentId),
  });

export const useSchedule = (tournamentId: string, enabled = true) =>
  useQuery({ ...scheduleQueryOptions(tournamentId), enabled });

/**
 * A match moved in the day planner, through the manual move route of its event
 * (PUT /api/tournaments/{eventId}/match-schedule, as the matches feature's edit dialog); the whole schedule is read again after,
 * refused or not (a refusal means our copy may be out of date).
 */
export function useMoveMatch(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: { eventId: string; matchId: string; startTime: string; courtId: string }) =>
      api.put(`/tournaments/${encodeURIComponent(move.eventId)}/match-schedule`, {
        matchId: move.matchId,
        startTime: move.startTime,
        courtId: move.courtId,
      }),
    onSettled: (_data, _error, move) =>
      Promise.all([
        invalidateCompetition(queryClient, tournamentId),
        invalidateCompetition(queryClient, move.eventId),
      ]),
  });
}
