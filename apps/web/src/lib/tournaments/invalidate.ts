import type { QueryClient } from '@tanstack/react-query';
import { tournamentQueryOptions } from './get-tournament';
import { queryKeys } from '@/lib/query-keys';

/**
 * After a write to one tournament, its detail and every list page (whose
 * counts and totals may have moved) are refetched through their factories' keys.
 */
export function invalidateTournament(queryClient: QueryClient, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tournamentQueryOptions(id).queryKey }),
    queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.lists }),
  ]);
}

/**
 * After a start, a score, a correction, a schedule change, a winner or a new
 * round: the tournament's matches, bracket and match details (one key prefix),
 * the Matches page's lists, and the detail, since the last score completes the
 * tournament.
 */
export function invalidateCompetition(queryClient: QueryClient, id: string) {
  return Promise.all([
    invalidateTournament(queryClient, id),
    queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.competition(id) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.matches.all }),
  ]);
}
