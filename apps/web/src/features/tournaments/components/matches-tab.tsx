import { Swords } from 'lucide-react';
import { useState } from 'react';
import type { Match } from '@courtside/shared/api/match';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { DEFAULT_SCORING_FORMAT } from '@courtside/shared/domain/competition/scoring';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useTournamentMatches } from '@/features/tournaments/api/get-matches';
import { statusOf } from '@/features/tournaments/lib/labels';
import { canScoreMatch } from '@/features/tournaments/lib/match-sides';
import { matchSections } from '@/features/tournaments/lib/match-rounds';
import { useAuthStore } from '@/lib/auth-store';
import { MatchCard } from './match-card';
import { NextRoundButton } from './next-round-button';
import { UpdateScoreDialog } from './update-score-dialog';

/**
 * Only Swiss rounds and a round robin's knockout stage are generated on demand;
 * a knockout advances winners by itself, so the button would only ever be refused there.
 */
const hasRoundsOnDemand = (t: TournamentDetail) =>
  t.format === 'swiss' || (t.format === 'round-robin' && t.knockoutEnabled);

function MatchesSkeleton() {
  return (
    <div className="grid gap-3 sm:grid-cols-2" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-32 w-full rounded-xl" />
      ))}
    </div>
  );
}

/**
 * The matches tab (spec section 2): matches by round (and group), score entry
 * for those allowed to score, Generate Next Round for the owner while ongoing.
 * Nothing is fetched before the start: there are no matches yet.
 */
export function MatchesTab({
  tournament: t,
  isOwner,
}: {
  tournament: TournamentDetail;
  isOwner: boolean;
}) {
  const userId = useAuthStore((s) => s.user?.id);
  const status = statusOf(t.status);
  const isUpcoming = status === 'upcoming';
  const query = useTournamentMatches(t.id, { enabled: !isUpcoming });
  const [scoring, setScoring] = useState<{ match: Match; roundLabel: string } | null>(null);
  // The tournament detail does not carry a scoring format yet: the spec's default.
  const format = DEFAULT_SCORING_FORMAT;

  if (isUpcoming || (query.data && query.data.length === 0)) {
    return (
      <EmptyState
        icon={Swords}
        title="No matches scheduled yet"
        text={isOwner && isUpcoming ? 'Click "Start Tournament" to generate matches' : undefined}
      />
    );
  }
  if (query.isPending) return <MatchesSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        title="Failed to load matches"
        text={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }

  const sections = matchSections(query.data);
  return (
    <div className="space-y-6">
      {isOwner && status === 'ongoing' && hasRoundsOnDemand(t) && (
        <div className="flex justify-end">
          <NextRoundButton tournamentId={t.id} />
        </div>
      )}
      {sections.map((section) => (
        <section key={section.key} aria-labelledby={`matches-${section.key}`}>
          <h2 id={`matches-${section.key}`} className="mb-3 text-lg font-semibold text-slate-900">
            {section.title}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {section.matches.map((match) => (
              <MatchCard
                key={match.id}
                match={match}
                roundLabel={section.title}
                canScore={
                  status !== 'completed' &&
                  canScoreMatch(match, { userId, organizerId: t.organizerId })
                }
                onScore={() => setScoring({ match, roundLabel: section.title })}
              />
            ))}
          </ul>
        </section>
      ))}
      {scoring && (
        <UpdateScoreDialog
          match={scoring.match}
          roundLabel={scoring.roundLabel}
          format={format}
          onClose={() => setScoring(null)}
        />
      )}
    </div>
  );
}
