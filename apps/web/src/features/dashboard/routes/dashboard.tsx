import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { LoadError, StaleDataNotice } from '@/components/ui/load-error';
import { usePlayerStats } from '@/lib/player-stats';
import { useMyTournamentCount } from '@/features/dashboard/api/get-my-tournament-count';
import { useMyUpcomingCount } from '@/features/dashboard/api/get-my-upcoming-count';
import { useOrganizerFigures } from '@/features/dashboard/api/get-organizer-figures';
import { useRecentTournaments } from '@/features/dashboard/api/get-recent-tournaments';
import { useScoresToConfirm } from '@/features/dashboard/api/get-scores-to-confirm';
import { useUpcomingMatches } from '@/features/dashboard/api/get-upcoming-matches';
import { CheckInCard } from '@/features/dashboard/components/check-in-card';
import { DeskCard } from '@/features/dashboard/components/desk-card';
import { useKeptMatches } from '@/features/dashboard/api/get-kept-matches';
import { RecentTournaments } from '@/features/dashboard/components/recent-tournaments';
import { ScoresToConfirm } from '@/features/dashboard/components/scores-to-confirm';
import { PartnerRequestsCard } from '@/features/dashboard/components/partner-requests-card';
import { OrganizerStatCards } from '@/features/dashboard/components/organizer-stat-cards';
import { StatCards } from '@/features/dashboard/components/stat-cards';
import { UpcomingMatches } from '@/features/dashboard/components/upcoming-matches';
import { useAuthStore } from '@/lib/auth-store';
import { useMyCheckIns } from '@/lib/check-in/my-check-ins';
import { useLiveTopics } from '@/lib/live/use-live-topics';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatRating } from '@/lib/format';
import { i18n } from '@/lib/i18n';

/**
 * Spec section 2: the dashboard lists the next 4 scheduled matches, whoever plays them, while a
 * player's Upcoming Matches card counts their own (issue 12). Said under the heading, so the two
 * do not read as a contradiction.
 */
const UPCOMING_MATCHES_NOTE = /*i18n*/ 'Next scheduled matches in all tournaments, not only yours';

const QUICK_ACTIONS = [
  { label: /*i18n*/ 'Create Tournament', to: '/app/tournaments?create=true' },
  { label: /*i18n*/ 'Schedule Match', to: '/app/matches' },
  { label: /*i18n*/ 'Manage Players', to: '/app/players' },
];

export default function DashboardPage() {
  const user = useAuthStore((s) => s.user);
  const isOrganizer = user?.role === 'organizer';
  useDocumentTitle(i18n.t('Dashboard'));
  const recent = useRecentTournaments();
  const upcoming = useUpcomingMatches();
  // The matches the user keeps as score keeper (decision 026), shown only when there are some.
  const kept = useKeptMatches();
  const toConfirm = useScoresToConfirm(isOrganizer);
  // My next matches and the counts follow what happens (issue 11).
  useLiveTopics([user && `user:${user.id}`]);
  // A player's figures are their own play; an organizer's, the tournaments they run (decision 020).
  const isPlayer = !isOrganizer;
  const myStats = usePlayerStats(user?.id, { enabled: isPlayer });
  const myMatches = useMyUpcomingCount({ enabled: isPlayer });
  const myTournaments = useMyTournamentCount({ enabled: isPlayer });
  const organizerFigures = useOrganizerFigures({ enabled: isOrganizer });
  // The desks the user works, for the Total Tournaments card's note (desk staff, decision 025).
  const deskTournaments = useMyCheckIns().data?.deskTournaments ?? [];

  // A failed load says so on screen (docs/decisions/007), and is logged as the spec asks.
  useEffect(() => {
    if (recent.error) console.error('Failed to load dashboard tournaments', recent.error);
  }, [recent.error]);
  useEffect(() => {
    if (upcoming.error) console.error('Failed to load dashboard matches', upcoming.error);
  }, [upcoming.error]);
  const myFiguresError =
    myStats.error ?? myMatches.error ?? myTournaments.error ?? organizerFigures.error;
  useEffect(() => {
    if (myFiguresError) console.error('Failed to load dashboard statistics', myFiguresError);
  }, [myFiguresError]);
  const hasFailed = recent.isError && !recent.data;
  const haveMatchesFailed = upcoming.isError && !upcoming.data;
  const haveMyStatsFailed = myStats.isError && !myStats.data;
  const hasMyCountFailed = myMatches.isError && myMatches.data === undefined;
  const hasMyTournamentCountFailed = myTournaments.isError && myTournaments.data === undefined;
  const haveOrganizerFiguresFailed = organizerFigures.isError && !organizerFigures.data;
  const queries = [recent, upcoming, myStats, myMatches, myTournaments, organizerFigures];
  // Whichever Retry is pressed, everything that failed is asked for again: one lost
  // connection fails several of these at once, and one press should bring them all back.
  const retryFailed = () => {
    for (const query of queries) if (query.isError) void query.refetch();
  };
  const areMyFiguresFetching =
    myStats.isFetching ||
    myMatches.isFetching ||
    myTournaments.isFetching ||
    organizerFigures.isFetching;
  const isStale = queries.some((query) => query.isError && query.data !== undefined);
  // The user's own rating as the server has it now; the stored one until it answers.
  const rating = myStats.data ? myStats.data.currentRating : user?.rating;
  const upcomingMatches = upcoming.data?.data ?? [];
  const keptMatches = kept.data?.data ?? [];
  return (
    <div className="space-y-8">
      <section className="rounded-2xl bg-gradient-to-r from-brand-700 to-brand-900 p-6 text-white sm:p-8">
        <h1 className="text-2xl font-bold break-words sm:text-3xl">
          {i18n.t('Welcome, {name}', { name: user?.name ?? '' })}
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-3 text-brand-50">
          <span className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold tracking-wide">
            {user &&
              i18n.t('{role, select, organizer {ORGANIZER} other {PLAYER}}', { role: user.role })}
          </span>
          {rating != null && (
            <span>{i18n.t('Rating {rating}', { rating: formatRating(rating) })}</span>
          )}
        </p>
      </section>

      {isStale && (
        <StaleDataNotice
          onRetry={retryFailed}
          isRetrying={recent.isFetching || upcoming.isFetching || areMyFiguresFetching}
        />
      )}
      {isPlayer && <CheckInCard />}
      <DeskCard />
      {isOrganizer ? (
        <OrganizerStatCards
          figures={organizerFigures.data}
          isUnavailable={haveOrganizerFiguresFailed}
        />
      ) : (
        <StatCards
          figures={{
            tournaments: recent.data?.meta.totals,
            myTournaments: myTournaments.data,
            deskTournaments: deskTournaments.length,
            myScheduledMatches: myMatches.data,
            myStats: myStats.data,
          }}
          unavailable={{
            tournaments: hasFailed,
            myTournaments: hasMyTournamentCountFailed,
            myMatches: hasMyCountFailed,
            myStats: haveMyStatsFailed,
          }}
        />
      )}
      {(haveMyStatsFailed ||
        hasMyCountFailed ||
        hasMyTournamentCountFailed ||
        haveOrganizerFiguresFailed) && (
        <LoadError
          title={i18n.t("Couldn't load your statistics")}
          text={myFiguresError?.message}
          onRetry={retryFailed}
          isRetrying={areMyFiguresFetching}
        />
      )}

      {isOrganizer && (
        <section aria-labelledby="quick-actions">
          <h2 id="quick-actions" className="mb-3 text-lg font-semibold text-slate-900">
            {i18n.t('Quick Actions')}
          </h2>
          <div className="flex flex-wrap gap-3">
            {QUICK_ACTIONS.map((action) => (
              <Link key={action.label} to={action.to} className={buttonClasses('outline')}>
                {i18n.t(action.label)}
              </Link>
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="recent-tournaments">
        <div className="mb-3 flex items-center justify-between">
          <h2 id="recent-tournaments" className="text-lg font-semibold text-slate-900">
            {i18n.t('Recent Tournaments')}
          </h2>
          <Link
            to="/app/tournaments"
            className="text-sm font-semibold text-brand-800 hover:underline"
          >
            {i18n.t('View All')}
          </Link>
        </div>
        {hasFailed ? (
          <LoadError
            title={i18n.t("Couldn't load your tournaments")}
            text={recent.error?.message}
            onRetry={retryFailed}
            isRetrying={recent.isFetching}
          />
        ) : (
          <RecentTournaments tournaments={recent.data?.data} isOrganizer={isOrganizer} />
        )}
      </section>

      {keptMatches.length > 0 && (
        <section aria-labelledby="kept-matches">
          <div className="mb-3 flex items-center justify-between">
            <h2 id="kept-matches" className="text-lg font-semibold text-slate-900">
              {i18n.t('Matches You Keep')}
            </h2>
            <Link
              to="/app/matches?mine=true"
              className="text-sm font-semibold text-brand-800 hover:underline"
            >
              {i18n.t('View All')}
            </Link>
          </div>
          <UpcomingMatches matches={keptMatches} isOrganizer={isOrganizer} isKept />
        </section>
      )}

      {/* Decision 040: a player's open partner requests, sent and received. */}
      {isPlayer && <PartnerRequestsCard />}

      {/* Decision 027: shown only when a score waits for the viewer's confirmation. */}
      <ScoresToConfirm matches={toConfirm.data ?? []} />

      {/* Shown only when there are scheduled matches (or the failure to find out). */}
      {(haveMatchesFailed || upcomingMatches.length > 0) && (
        <section aria-labelledby="upcoming-matches">
          <div className="mb-3 flex items-center justify-between gap-3">
            <div className="min-w-0">
              <h2 id="upcoming-matches" className="text-lg font-semibold text-slate-900">
                {i18n.t('Upcoming Matches')}
              </h2>
              {/* The spec's list is every scheduled match; the stat card counts the user's own. */}
              <p className="text-sm text-slate-600">{i18n.t(UPCOMING_MATCHES_NOTE)}</p>
            </div>
            <Link
              to="/app/matches"
              className="text-sm font-semibold text-brand-800 hover:underline"
            >
              {i18n.t('View All')}
            </Link>
          </div>
          {haveMatchesFailed ? (
            <LoadError
              title={i18n.t("Couldn't load your upcoming matches")}
              text={upcoming.error?.message}
              onRetry={retryFailed}
              isRetrying={upcoming.isFetching}
            />
          ) : (
            <UpcomingMatches matches={upcomingMatches} isOrganizer={isOrganizer} />
          )}
        </section>
      )}
    </div>
  );
}
