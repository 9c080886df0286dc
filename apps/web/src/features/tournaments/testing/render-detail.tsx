import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { vi } from 'vitest';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import type { PublicUser } from '@courtside/shared/api/user';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { renderRoute } from '@/test/render-route';
import TournamentDetailPage from '@/features/tournaments/routes/tournament-detail';
import { PLAYER } from './tournament-fixtures';

/** Renders the detail page of `tournament` for `viewer`, with GET answering it. */
export function renderDetail(tournament: TournamentDetail, viewer: PublicUser = PLAYER) {
  // Toasts live in a module-level store that outlives a test; start without the last test's.
  toast.remove();
  useAuthStore.setState({ user: viewer, token: 'tok', isAuthenticated: true });
  const get = vi.spyOn(api, 'get').mockResolvedValue({ data: { data: tournament } });
  const view = renderRoute(<TournamentDetailPage />, {
    path: '/app/tournaments/:id',
    url: `/app/tournaments/${tournament.id}`,
  });
  return { ...view, get, user: userEvent.setup() };
}

/** A promise the test settles when it wants, to see the busy state in between. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
