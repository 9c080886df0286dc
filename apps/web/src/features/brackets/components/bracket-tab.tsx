import { GitBranch } from 'lucide-react';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useBracket, type Bracket } from '@/features/brackets/api/get-bracket';
import { statusOf } from '@/lib/tournaments/labels';
import { BracketRoundRobin } from './bracket-round-robin';
import { BracketStats } from './bracket-stats';
import { BracketSwiss } from './bracket-swiss';
import { EliminationBrackets } from './elimination-brackets';
import { KnockoutBracket } from './knockout-bracket';
import '@/styles/print.css';
import { i18n } from '@/lib/i18n';

function BracketSkeleton() {
  return (
    <div className="space-y-4" aria-hidden="true">
      <Skeleton className="h-32 w-full rounded-xl" />
      <div className="flex gap-6 overflow-hidden">
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

/**
 * The format's view of a drawn bracket: the knockout tree, the double elimination's or
 * consolation's brackets, the round-robin groups or the Swiss standings and rounds. The bracket
 * tab shows it, and so does the printed draw sheet (app/pages/print-draw.tsx).
 */
export function BracketView({
  tournament: t,
  bracket,
}: {
  tournament: TournamentDetail;
  bracket: Bracket;
}) {
  const matches = Object.values(bracket.bracket).flat();
  if (t.format === 'round-robin')
    return <BracketRoundRobin standings={bracket.standings} matches={matches} />;
  if (t.format === 'swiss') return <BracketSwiss standings={bracket.standings} matches={matches} />;
  if (t.format === 'double-elimination' || t.format === 'consolation')
    return <EliminationBrackets format={t.format} matches={matches} />;
  return <KnockoutBracket matches={matches} title={i18n.t('Bracket')} />;
}

/**
 * The bracket tab (spec section 2): empty while upcoming; then the progress and
 * the format's view: a drawn knockout with a table per round, the round-robin
 * groups (with their knockout), or the Swiss standings and rounds. Prints the
 * bracket alone on a landscape page (styles/print.css).
 */
export function BracketTab({ tournament: t }: { tournament: TournamentDetail }) {
  const isUpcoming = statusOf(t.status) === 'upcoming';
  const query = useBracket(t.id, { enabled: !isUpcoming });

  if (isUpcoming) {
    return (
      <EmptyState
        icon={GitBranch}
        title={i18n.t('Bracket will be available when tournament starts')}
        text={i18n.t('Check back after registration closes')}
      />
    );
  }
  if (query.isPending) return <BracketSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        title={i18n.t(MATCH_MESSAGES.bracketFailed)}
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
        title={i18n.t('No bracket yet')}
        text={i18n.t('The bracket appears here once matches are generated.')}
      />
    );
  }
  return (
    <div className="print-root bracket-print-root space-y-6" data-print-title={t.name}>
      <BracketStats stats={query.data.stats} />
      <BracketView tournament={t} bracket={query.data} />
    </div>
  );
}
