import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import type { TournamentEvent } from '@courtside/shared/api/event';
import type { OwnPartnerRequest } from '@courtside/shared/api/partners';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import type { PublicUser } from '@courtside/shared/api/user';
import { useAuthStore } from '@/lib/auth-store';
import { answer, ok } from '@/test/msw';
import { renderRoute } from '@/test/render-route';
import TournamentDetailPage from '@/app/pages/tournament-detail';
import { PLAYER } from './tournament-fixtures';

/**
 * Renders the detail page of `tournament` for `viewer`, with GET
 * /api/tournaments/{id} answering it; `get` lists the calls it received. A
 * later `answer('get', '/tournaments/:id', ...)` changes what refetches see. GET .../events
 * answers `events` (none: the page shows a tournament of one event).
 */
export function renderDetail(
  tournament: TournamentDetail,
  viewer: PublicUser = PLAYER,
  {
    search = '',
    events = [],
    ownPartnerRequests = [],
  }: { search?: string; events?: TournamentEvent[]; ownPartnerRequests?: OwnPartnerRequest[] } = {},
) {
  // Toasts live in a module-level store that outlives a test; start without the last test's.
  toast.remove();
  useAuthStore.setState({ user: viewer, token: 'tok', isAuthenticated: true });
  const get = answer('get', '/tournaments/:id', () => ok(tournament));
  // A tournament of one event unless the test gives its events (decision 034).
  answer('get', '/tournaments/:id/events', () => ok(events));
  // The caller's own partner requests (decision 040) are not a tournament: none unless
  // `ownPartnerRequests` (or a later answer) says.
  answer('get', '/tournaments/partner-requests', () => ok(ownPartnerRequests));
  const view = renderRoute(<TournamentDetailPage />, {
    path: '/app/tournaments/:id',
    url: `/app/tournaments/${tournament.id}${search}`,
  });
  return { ...view, get, user: userEvent.setup() };
}
