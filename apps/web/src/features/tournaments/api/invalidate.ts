import type { QueryClient } from '@tanstack/react-query';
import { TOURNAMENT_LIST_KEY } from './get-tournaments';
import { tournamentQueryOptions } from './get-tournament';

/**
 * After a write to one tournament, its detail and every list page (whose
 * counts and totals may have moved) are refetched through their factories' keys.
 */
export function invalidateTournament(queryClient: QueryClient, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tournamentQueryOptions(id).queryKey }),
    queryClient.invalidateQueries({ queryKey: TOURNAMENT_LIST_KEY }),
  ]);
}
