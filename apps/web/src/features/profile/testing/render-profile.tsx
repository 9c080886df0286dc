import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import type { PlayerStats } from '@courtside/shared/api/player';
import type { PublicUser } from '@courtside/shared/api/user';
import { useAuthStore } from '@/lib/auth-store';
import { answer, ok } from '@/test/msw';
import { renderRoute } from '@/test/render-route';
import ProfilePage from '../routes/profile';
import { ME, STATS } from './profile-fixtures';

/**
 * Renders the Profile page at `/app/profile{search}` for `user`, signed in, with GET
 * /api/players/{id}/stats answering `stats`, or a reply (the badges and the Statistics tab ask).
 */
export function renderProfile(
  search = '',
  { user = ME, stats = STATS }: { user?: PublicUser; stats?: PlayerStats | (() => Response) } = {},
) {
  // Toasts live in a module-level store that outlives a test.
  toast.remove();
  useAuthStore.setState({ user, token: 'tok', isAuthenticated: true });
  const statsCalls = answer('get', '/players/:id/stats', () =>
    typeof stats === 'function' ? stats() : ok(stats),
  );
  const view = renderRoute(<ProfilePage />, {
    path: '/app/profile',
    url: `/app/profile${search}`,
  });
  return { ...view, statsCalls, user: userEvent.setup() };
}

/** The signed-in user as the store has it now. */
export const storedUser = () => useAuthStore.getState().user!;
