import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lookingForPartnerResponseSchema,
  partnerAnswerResponseSchema,
  partnerRequestByTokenResponseSchema,
  partnerRequestResponseSchema,
  type PartnerRequestByToken,
  type PartnerAnswer,
  type PartnerRequestInput,
} from '@courtside/shared/api/partners';
import type { TournamentUser } from '@courtside/shared/api/tournament';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readAnswer } from '@/lib/read-answer';
import { invalidateTournament } from '@/lib/tournaments/invalidate';

const eventPath = (eventId: string) => `/tournaments/${encodeURIComponent(eventId)}`;

/** GET /api/tournaments/{eventId}/looking-for-partner: each player as the caller may see them. */
export async function fetchLookingForPartner(eventId: string): Promise<TournamentUser[]> {
  const response = await api.get(`${eventPath(eventId)}/looking-for-partner`);
  return readAnswer(lookingForPartnerResponseSchema, response.data).data;
}

export const useLookingForPartner = (eventId: string) =>
  useQuery({
    queryKey: queryKeys.tournaments.lookingForPartner(eventId),
    queryFn: () => fetchLookingForPartner(eventId),
  });

/** POST /api/tournaments/{eventId}/partner-requests: Ask to pair (`userId`) or invite (`email`). */
export async function askPartner(eventId: string, input: PartnerRequestInput) {
  const response = await api.post(`${eventPath(eventId)}/partner-requests`, input);
  return readAnswer(partnerRequestResponseSchema, response.data);
}

export function useAskPartner(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PartnerRequestInput) => askPartner(eventId, input),
    // The caller's own requests now hold this one (decision 040).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.partnerRequests.mine }),
  });
}

/** GET /api/tournaments/partner-requests/by-token: what the mailed link tells its holder. */
export async function fetchPartnerRequestByToken(token: string): Promise<PartnerRequestByToken> {
  const response = await api.get('/tournaments/partner-requests/by-token', { params: { token } });
  return readAnswer(partnerRequestByTokenResponseSchema, response.data).data;
}

export const usePartnerRequestByToken = (token: string) =>
  useQuery({
    queryKey: queryKeys.partnerRequests.byToken(token),
    queryFn: () => fetchPartnerRequestByToken(token),
    enabled: token !== '',
  });

/** POST /api/tournaments/partner-requests/{accept,decline}: the mailed link's answer. */
export async function answerPartnerRequest(
  verb: 'accept' | 'decline',
  token: string,
): Promise<{ data: PartnerAnswer; message: string }> {
  const response = await api.post(`/tournaments/partner-requests/${verb}`, { token });
  return readAnswer(partnerAnswerResponseSchema, response.data);
}

export function useAnswerPartnerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ verb, token }: { verb: 'accept' | 'decline'; token: string }) =>
      answerPartnerRequest(verb, token),
    onSuccess: async ({ data }) => {
      await Promise.all([
        invalidateTournament(queryClient, data.tournamentId),
        invalidateTournament(queryClient, data.eventId),
        queryClient.invalidateQueries({ queryKey: queryKeys.partnerRequests.mine }),
      ]);
    },
  });
}
