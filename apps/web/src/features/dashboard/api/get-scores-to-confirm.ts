import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchPageResponseSchema, type Match } from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/read-answer';
import { queryKeys } from '@/lib/query-keys';

/**
 * Decision 027: the matches in progress whose player-entered score awaits the viewer's word (the
 * other side's player, or the desk). A player's own matches (`mine=true`); an organizer's, every
 * match they may see. Under the Matches page's list key, so a score or a confirmation refreshes it.
 */
export async function getScoresToConfirm(isOrganizer: boolean): Promise<Match[]> {
  const response = await api.get('/matches', {
    params: {
      status: 'in-progress',
      limit: 100,
      page: 1,
      ...(isOrganizer ? {} : { mine: 'true' }),
    },
  });
  const page = readAnswer(matchPageResponseSchema, response.data);
  return page.data.filter((m) => m.awaitingConfirmation && m.canConfirm);
}

export const scoresToConfirmQueryOptions = (isOrganizer: boolean) =>
  queryOptions({
    queryKey: [...queryKeys.matches.dashboardToConfirm, isOrganizer] as const,
    queryFn: () => getScoresToConfirm(isOrganizer),
  });

export const useScoresToConfirm = (isOrganizer: boolean) =>
  useQuery(scoresToConfirmQueryOptions(isOrganizer));
