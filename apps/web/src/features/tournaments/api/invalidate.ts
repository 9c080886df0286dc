import type { QueryClient } from '@tanstack/react-query';
import { MATCHES_KEY } from './get-match-list';
import { competitionKey } from './get-matches';
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

/**
 * After a start, a score, a correction, a schedule change, a winner or a new
 * round: the tournament's matches, bracket and match details (one key prefix),
 * the Matches page's lists, and the detail, since the last score completes the
 * tournament.
 */
export function invalidateCompetition(queryClient: QueryClient, id: string) {
  return Promise.all([
    invalidateTournament(queryClient, id),
    queryClient.invalidateQueries({ queryKey: competitionKey(id) }),
    queryClient.invalidateQueries({ queryKey: MATCHES_KEY }),
  ]);
}
