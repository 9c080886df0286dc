import { CalendarClock, Trophy, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { TournamentTotals } from '@courtside/shared/api/tournament';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useRecentTournaments } from '@/features/dashboard/api/get-recent-tournaments';
import { RecentTournaments } from '@/features/dashboard/components/recent-tournaments';
import { useAuthStore } from '@/lib/auth-store';

interface Stat {
  label: string;
  value: string;
  trend: number;
  icon: LucideIcon;
}

/**
 * The spec fixes the win rate at 75 and the trends at 12, 8, 15 and 5 per
 * cent. Tournaments and players are counted by the server; Upcoming Matches
 * waits for the competition engine.
 */
const stats = (totals: TournamentTotals | undefined): Stat[] => [
  { label: 'Total Tournaments', value: String(totals?.total ?? 0), trend: 12, icon: Trophy },
  { label: 'Upcoming Matches', value: '0', trend: 8, icon: CalendarClock },
  { label: 'Total Players', value: String(totals?.totalPlayers ?? 0), trend: 15, icon: Users },
  { label: 'Win Rate', value: '75%', trend: 5, icon: TrendingUp },
];

const QUICK_ACTIONS = [
  { label: 'Create Tournament', to: '/app/tournaments' },
  { label: 'Schedule Match', to: '/app/matches' },
  { label: 'Manage Players', to: '/app/players' },
];

export default function DashboardPage() {
  const user = useAuthStore((s) => s.user);
  const isOrganizer = user?.role === 'organizer';
  const recent = useRecentTournaments();

  // Spec section 2: a failed load leaves empty lists and zero stats, and is only logged.
  useEffect(() => {
    if (recent.error) console.error('Failed to load dashboard tournaments', recent.error);
  }, [recent.error]);
  return (
    <div className="space-y-8">
      <section className="rounded-2xl bg-gradient-to-r from-brand-700 to-brand-900 p-6 text-white sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">Welcome, {user?.name}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-3 text-brand-50">
          <span className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold tracking-wide">
            {user?.role.toUpperCase()}
          </span>
          {user?.rating != null && <span>Rating {user.rating.toFixed(1)}</span>}
        </p>
      </section>

      <section aria-label="Statistics" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats(recent.data?.meta.totals).map(({ label, value, trend, icon: Icon }) => (
          <Card key={label} className="p-4 sm:p-5">
            <div className="flex items-center justify-between">
              <p className="text-sm font-medium text-slate-600">{label}</p>
              <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />
            </div>
            <p className="mt-2 text-2xl font-bold text-slate-900">{value}</p>
            <p className="mt-1 text-xs font-medium text-green-700">+{trend}%</p>
          </Card>
        ))}
      </section>

      {isOrganizer && (
        <section aria-labelledby="quick-actions">
          <h2 id="quick-actions" className="mb-3 text-lg font-semibold text-slate-900">
            Quick Actions
          </h2>
          <div className="flex flex-wrap gap-3">
            {QUICK_ACTIONS.map((action) => (
              <Link key={action.label} to={action.to} className={buttonClasses('outline')}>
                {action.label}
              </Link>
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="recent-tournaments">
        <div className="mb-3 flex items-center justify-between">
          <h2 id="recent-tournaments" className="text-lg font-semibold text-slate-900">
            Recent Tournaments
          </h2>
          <Link
            to="/app/tournaments"
            className="text-sm font-semibold text-brand-800 hover:underline"
          >
            View All
          </Link>
        </div>
        <RecentTournaments
          tournaments={recent.isError ? [] : recent.data?.data}
          isOrganizer={isOrganizer}
        />
      </section>
    </div>
  );
}
