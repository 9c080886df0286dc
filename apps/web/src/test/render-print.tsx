import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import type { PublicUser } from '@courtside/shared/api/user';
import { useAuthStore } from '@/lib/auth-store';
import { answer, ok } from '@/test/msw';
import { renderRoute } from '@/test/render-route';
import { ORGANIZER } from './tournament-fixtures';

/**
 * Renders a print view (`Page`, at /app/tournaments/{id}/print/{paper}) of `tournament` for
 * `viewer` (its organizer by default), GET /api/tournaments/{id} answering it; `get` lists the
 * calls it received.
 */
export function renderPrint(
  Page: ComponentType,
  paper: string,
  tournament: TournamentDetail,
  { viewer = ORGANIZER, search = '' }: { viewer?: PublicUser; search?: string } = {},
) {
  useAuthStore.setState({ user: viewer, token: 'tok', isAuthenticated: true });
  const get = answer('get', '/tournaments/:id', () => ok(tournament));
  const view = renderRoute(<Page />, {
    path: `/app/tournaments/:id/print/${paper}`,
    url: `/app/tournaments/${tournament.id}/print/${paper}${search}`,
  });
  return { ...view, get, user: userEvent.setup() };
}
