import { GitBranch } from 'lucide-react';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useBracket } from '@/features/brackets/api/get-bracket';
import { BracketView } from '@/features/brackets/components/bracket-tab';
import { PrintFrame } from '@/features/print/components/print-frame';
import { statusOf } from '@/lib/tournaments/labels';
import { i18n } from '@/lib/i18n';

function DrawSheet({ tournament: t }: { tournament: TournamentDetail }) {
  const isUpcoming = statusOf(t.status) === 'upcoming';
  const query = useBracket(t.id, { enabled: !isUpcoming });
  if (isUpcoming) {
    return (
      <EmptyState
        icon={GitBranch}
        title={i18n.t('No draw yet')}
        text={i18n.t(
          'The draw sheet can be printed once the tournament starts and its bracket is drawn.',
        )}
      />
    );
  }
  if (query.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner className="h-6 w-6" label={i18n.t('Loading bracket...')} />
      </div>
    );
  }
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
        text={i18n.t('The draw sheet appears here once matches are generated.')}
      />
    );
  }
  return <BracketView tournament={t} bracket={query.data} />;
}

/**
 * /app/tournaments/{id}/print/draw: the brackets feature's view of the draw (the knockout tree,
 * both brackets of a double elimination or consolation, the groups or Swiss rounds) on the print
 * feature's portrait page.
 */
export default function PrintDrawRoute() {
  return (
    <PrintFrame title={i18n.t('Draw Sheet')}>{(t) => <DrawSheet tournament={t} />}</PrintFrame>
  );
}
