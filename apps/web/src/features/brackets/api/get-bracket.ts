import { queryOptions, useQuery } from '@tanstack/react-query';
import { bracketResponseSchema } from '@courtside/shared/api/match';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/read-answer';
import { queryKeys } from '@/lib/query-keys';

export type Bracket = z.infer<typeof bracketResponseSchema>['data'];
export type StandingRow = Bracket['standings'][number];

/** GET /api/tournaments/{id}/bracket: matches by round, the stats and the standings. */
export async function getBracket(id: string): Promise<Bracket> {
  const response = await api.get(`/tournaments/${encodeURIComponent(id)}/bracket`);
  return readAnswer(bracketResponseSchema, response.data).data;
}

export const bracketQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.tournaments.bracket(id), queryFn: () => getBracket(id) });

export const useBracket = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...bracketQueryOptions(id), enabled });
