import { queryOptions, useQuery } from '@tanstack/react-query';
import { tournamentListResponseSchema } from '@courtside/shared/api/tournament';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/read-answer';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/tournaments?mine=true&limit=1: how many tournaments the signed-in user holds a place
 * in (`meta.total`), for the Total Tournaments card. The stats' `tournamentsJoined` is the same
 * figure, but this key sits under the tournaments list key: a join, a leave and the user's live
 * topic refresh it, which they do not do for the stats. Organizers hold no places (only players
 * join), so theirs is 0, and the card says what it counts.
 */
export async function getMyTournamentCount(): Promise<number> {
  const response = await api.get('/tournaments', {
    params: { mine: 'true', page: 1, limit: 1 },
  });
  return readAnswer(tournamentListResponseSchema, response.data).meta.total;
}

export const myTournamentCountQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.tournaments.dashboardMine,
    queryFn: getMyTournamentCount,
  });

export const useMyTournamentCount = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...myTournamentCountQueryOptions(), ...options });
