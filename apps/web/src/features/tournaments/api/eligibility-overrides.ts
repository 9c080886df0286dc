import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@courtside/shared/api/auth';
import {
  eligibilityOverrideListResponseSchema,
  eligibilityOverrideResponseSchema,
  type EligibilityOverrideEntry,
} from '@courtside/shared/api/registration';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readAnswer } from '@/lib/read-answer';

const path = (tournamentId: string, eventId: string) =>
  `/tournaments/${encodeURIComponent(tournamentId)}/events/${encodeURIComponent(eventId)}/eligibility-overrides`;

/** GET .../events/{eventId}/eligibility-overrides (the organizer): the players let in, by name. */
export async function getEligibilityOverrides(
  tournamentId: string,
  eventId: string,
): Promise<EligibilityOverrideEntry[]> {
  const response = await api.get(path(tournamentId, eventId));
  return readAnswer(eligibilityOverrideListResponseSchema, response.data).data;
}

/** Under the tournament's events, so a change refreshes each event's eligibility answer too. */
export const eligibilityOverridesQueryOptions = (tournamentId: string, eventId: string) =>
  queryOptions({
    queryKey: [...queryKeys.tournaments.events(tournamentId), eventId, 'overrides'] as const,
    queryFn: () => getEligibilityOverrides(tournamentId, eventId),
  });

export const useEligibilityOverrides = (tournamentId: string, eventId: string) =>
  useQuery(eligibilityOverridesQueryOptions(tournamentId, eventId));

/** POST (let in) or DELETE (no longer) .../eligibility-overrides {userId}: the server's message. */
export async function changeEligibilityOverride(
  tournamentId: string,
  eventId: string,
  userId: string,
  isGrant: boolean,
): Promise<string> {
  if (isGrant) {
    const response = await api.post(path(tournamentId, eventId), { userId });
    return readAnswer(eligibilityOverrideResponseSchema, response.data).message;
  }
  const response = await api.delete(path(tournamentId, eventId), { data: { userId } });
  return readAnswer(messageResponseSchema, response.data).message;
}

export function useChangeEligibilityOverride(tournamentId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isGrant }: { userId: string; isGrant: boolean }) =>
      changeEligibilityOverride(tournamentId, eventId, userId, isGrant),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.events(tournamentId) }),
  });
}
