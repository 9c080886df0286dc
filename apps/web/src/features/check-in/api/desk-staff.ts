import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deskStaffResponseSchema } from '@courtside/shared/api/check-in';
import type { UserSummary } from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readAnswer } from '@/lib/read-answer';

const path = (tournamentId: string) =>
  `/tournaments/${encodeURIComponent(tournamentId)}/desk-staff`;

/** GET /api/tournaments/{id}/desk-staff (the organizer). */
export async function getDeskStaff(tournamentId: string): Promise<UserSummary[]> {
  const response = await api.get(path(tournamentId));
  return readAnswer(deskStaffResponseSchema, response.data).data.deskStaff;
}

export const deskStaffQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: queryKeys.checkIn.deskStaff(tournamentId),
    queryFn: () => getDeskStaff(tournamentId),
  });

export const useDeskStaff = (tournamentId: string) => useQuery(deskStaffQueryOptions(tournamentId));

/** POST (add) or DELETE (remove) .../desk-staff {userId}: the list after, and the message. */
export async function changeDeskStaff(tournamentId: string, userId: string, isAdd: boolean) {
  const response = isAdd
    ? await api.post(path(tournamentId), { userId })
    : await api.delete(path(tournamentId), { data: { userId } });
  const { data, message } = readAnswer(deskStaffResponseSchema, response.data);
  return { deskStaff: data.deskStaff, message: message ?? '' };
}

export function useChangeDeskStaff(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isAdd }: { userId: string; isAdd: boolean }) =>
      changeDeskStaff(tournamentId, userId, isAdd),
    onSuccess: ({ deskStaff }) =>
      queryClient.setQueryData(deskStaffQueryOptions(tournamentId).queryKey, deskStaff),
  });
}
