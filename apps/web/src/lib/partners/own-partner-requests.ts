import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ownPartnerRequestsResponseSchema,
  partnerAnswerResponseSchema,
  partnerWithdrawResponseSchema,
  type OwnPartnerRequest,
} from '@courtside/shared/api/partners';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readAnswer } from '@/lib/read-answer';
import { invalidateTournament } from '@/lib/tournaments/invalidate';
import { i18n } from '@/lib/i18n';

/**
 * A player's own partner requests (decision 040): the dashboard's card, the Register dialog and
 * the "Looking for a partner" list read one list, so a withdrawal or an answer shows everywhere.
 */
export async function getOwnPartnerRequests(): Promise<OwnPartnerRequest[]> {
  const response = await api.get('/tournaments/partner-requests');
  return readAnswer(ownPartnerRequestsResponseSchema, response.data).data;
}

export const useOwnPartnerRequests = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: queryKeys.partnerRequests.mine,
    queryFn: getOwnPartnerRequests,
    enabled,
  });

/** Who a request names, as the server let the caller see them. */
export const otherNameOf = (request: OwnPartnerRequest) =>
  request.other?.name ?? request.email ?? i18n.t('a player');

/** The caller's open request in an event, if they sent one. */
export const sentRequestIn = (requests: OwnPartnerRequest[] | undefined, eventId: string) =>
  requests?.find((r) => r.direction === 'sent' && r.eventId === eventId);

const refresh = (queryClient: QueryClient, request: OwnPartnerRequest) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.partnerRequests.all }),
    invalidateTournament(queryClient, request.tournamentId),
    invalidateTournament(queryClient, request.eventId),
  ]);

export type OwnRequestVerb = 'withdraw' | 'accept' | 'decline';

/** POST /api/tournaments/partner-requests/{id}/{withdraw,accept,decline}. */
export async function actOnPartnerRequest(id: string, verb: OwnRequestVerb) {
  const response = await api.post(
    `/tournaments/partner-requests/${encodeURIComponent(id)}/${verb}`,
  );
  return readAnswer(
    verb === 'withdraw' ? partnerWithdrawResponseSchema : partnerAnswerResponseSchema,
    response.data,
  );
}

export function useActOnPartnerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, verb }: { request: OwnPartnerRequest; verb: OwnRequestVerb }) =>
      actOnPartnerRequest(request.id, verb),
    // Refreshed whatever the answer: a 409 means the list was out of date.
    onSettled: (_data, _error, { request }) => refresh(queryClient, request),
  });
}
