import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tournamentQueryOptions } from '@/lib/tournaments/get-tournament';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/tournaments/{id} (the owner, while upcoming). */
export async function deleteTournament(id: string): Promise<void> {
  await api.delete(`/tournaments/${encodeURIComponent(id)}`);
}

/**
 * Drops a deleted tournament from the cache. Call it once its page is left:
 * while the page is mounted, removing the query would make it refetch a 404.
 */
export function forgetTournament(queryClient: QueryClient, id: string) {
  queryClient.removeQueries({ queryKey: tournamentQueryOptions(id).queryKey });
}

export function useDeleteTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteTournament(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.lists }),
  });
}
