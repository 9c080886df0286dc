import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  organizerDashboardResponseSchema,
  type OrganizerDashboard,
} from '@courtside/shared/api/dashboard';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readAnswer } from '@/lib/read-answer';

/** The viewer's today, midnight to midnight where they are. */
function today(now: Date): { from: string; to: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}

/**
 * GET /api/dashboard/organizer: the organizer's own figures, counted by the server over the
 * tournaments they run (docs/decisions/020). Under the matches key, so a score, a start or a
 * new match refreshes it.
 */
export async function getOrganizerFigures(now = new Date()): Promise<OrganizerDashboard> {
  const response = await api.get('/dashboard/organizer', { params: today(now) });
  return readAnswer(organizerDashboardResponseSchema, response.data).data;
}

export const organizerFiguresQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.matches.organizerFigures,
    queryFn: () => getOrganizerFigures(),
  });

export const useOrganizerFigures = (options: { enabled: boolean }) =>
  useQuery({ ...organizerFiguresQueryOptions(), ...options });
