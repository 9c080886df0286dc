import type { QueryClient } from '@tanstack/react-query';
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
 * After a start, a score or a new round: the matches and the bracket (one key
 * prefix) as well, and the detail, since the last score completes the tournament.
 */
export function invalidateCompetition(queryClient: QueryClient, id: string) {
  return Promise.all([
    invalidateTournament(queryClient, id),
    queryClient.invalidateQueries({ queryKey: competitionKey(id) }),
  ]);
}
