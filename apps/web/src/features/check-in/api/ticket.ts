import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ticketCheckInResponseSchema,
  ticketResponseSchema,
  type Ticket,
} from '@courtside/shared/api/check-in';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readAnswer } from '@/lib/read-answer';

/**
 * GET /api/tournaments/{id}/ticket (the participant): each call issues a new token, so the
 * ticket is fetched once per visit and never refetched behind the player's back.
 */
export async function getTicket(tournamentId: string): Promise<Ticket> {
  const response = await api.get(`/tournaments/${encodeURIComponent(tournamentId)}/ticket`);
  return readAnswer(ticketResponseSchema, response.data).data;
}

export const useTicket = (tournamentId: string) =>
  useQuery({
    queryKey: queryKeys.checkIn.ticket(tournamentId),
    queryFn: () => getTicket(tournamentId),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });

/** POST /api/check-in/{token}: the desk's phone opened a ticket's QR code. */
export async function checkInTicket(token: string) {
  const response = await api.post(`/check-in/${encodeURIComponent(token)}`);
  return readAnswer(ticketCheckInResponseSchema, response.data);
}

export const useCheckInTicket = () => useMutation({ mutationFn: checkInTicket });
