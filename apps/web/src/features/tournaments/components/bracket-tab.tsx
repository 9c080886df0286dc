import { GitBranch } from 'lucide-react';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useBracket, type Bracket } from '@/features/tournaments/api/get-bracket';
import { statusOf } from '@/features/tournaments/lib/labels';
import { BracketStats } from './bracket-stats';
import { KnockoutBracket } from './knockout-bracket';
import { StandingsTable } from './standings-table';

function BracketSkeleton() {
  return (
    <div className="space-y-4" aria-hidden="true">
      <Skeleton className="h-32 w-full rounded-xl" />
      <div className="flex gap-6">
        {[0, 1, 2].map((i) => (
          <div key={i} className="w-56 space-y-4">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-16 w-full rounded-lg" />
            <Skeleton className="h-16 w-full rounded-lg" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Standings split per group label, in label order (A, B, ...). */
function groupsOf(standings: Bracket['standings']) {
  const labels = [...new Set(standings.map((row) => row.group ?? ''))].sort();
  return labels.map((label) => ({
    label,
    rows: standings.filter((r) => (r.group ?? '') === label),
  }));
}

function BracketBody({
  tournament: t,
  bracket,
}: {
  tournament: TournamentDetail;
  bracket: Bracket;
}) {
  const matches = Object.values(bracket.bracket).flat();
  const hasKnockout = matches.some((m) => m.stage === 'knockout');
  if (t.format === 'knockout') return <KnockoutBracket matches={matches} title="Bracket" />;
  return (
    <div className="space-y-6">
      {t.format === 'swiss' ? (
        <StandingsTable title="Standings" rows={bracket.standings} />
      ) : (
        groupsOf(bracket.standings).map((group) => (
          <StandingsTable
            key={group.label}
            title={group.label ? `Group ${group.label}` : 'Standings'}
            rows={group.rows}
          />
        ))
      )}
      {hasKnockout && <KnockoutBracket matches={matches} title="Knockout stage" />}
    </div>
  );
}

/**
 * The bracket tab (spec section 2): empty while upcoming; then the progress and
 * the format's view: a drawn knockout, group tables, or the Swiss standings.
 */
export function BracketTab({ tournament: t }: { tournament: TournamentDetail }) {
  const isUpcoming = statusOf(t.status) === 'upcoming';
  const query = useBracket(t.id, { enabled: !isUpcoming });

  if (isUpcoming) {
    return (
      <EmptyState
        icon={GitBranch}
        title="Bracket will be available when tournament starts"
        text="Check back after registration closes"
      />
    );
  }
  if (query.isPending) return <BracketSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        title={MATCH_MESSAGES.bracketFailed}
        text={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (Object.keys(query.data.bracket).length === 0) {
    return (
      <EmptyState
        icon={GitBranch}
        title="No bracket yet"
        text="The bracket appears here once matches are generated."
      />
    );
  }
  return (
    <div className="space-y-6">
      <BracketStats stats={query.data.stats} />
      <BracketBody tournament={t} bracket={query.data} />
    </div>
  );
}
