import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkInPlayerResponseSchema } from '@courtside/shared/api/check-in';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readAnswer } from '@/lib/read-answer';

const path = (tournamentId: string, userId: string) =>
  `/tournaments/${encodeURIComponent(tournamentId)}/participants/${encodeURIComponent(userId)}/check-in`;

/** POST (check in) or DELETE (undo) .../participants/{userId}/check-in, by the desk. */
export async function setCheckedIn(tournamentId: string, userId: string, isIn: boolean) {
  const response = isIn
    ? await api.post(path(tournamentId, userId))
    : await api.delete(path(tournamentId, userId));
  return readAnswer(checkInPlayerResponseSchema, response.data);
}

export function useSetCheckedIn(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isIn }: { userId: string; isIn: boolean }) =>
      setCheckedIn(tournamentId, userId, isIn),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.checkIn.tournament(tournamentId) }),
  });
}
