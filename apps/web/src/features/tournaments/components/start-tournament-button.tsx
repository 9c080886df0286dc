import { Play } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useStartTournament } from '@/features/tournaments/api/start-tournament';
import { startSummary } from '@/features/tournaments/lib/start-summary';
import { ApiError } from '@/lib/api-error';
import { richText } from '@/lib/i18n/rich-text';
import { i18n } from '@/lib/i18n';

/**
 * Start Tournament for the owner of an upcoming tournament: a confirmation that
 * says what will be generated, since starting closes registration for good.
 * A refusal (409: a player without a partner, too few entrants) says why.
 */
export function StartTournamentButton({
  tournament: t,
  noun = 'Tournament',
}: {
  tournament: TournamentDetail;
  /** 'Event' on an event's page of a tournament of several (decision 034): it starts that one. */
  noun?: 'Tournament' | 'Event';
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  const start = useStartTournament(t.id);
  const isEvent = noun === 'Event';

  // The promise, not mutate's callbacks: the live update can show the tournament started before
  // the answer, this button then leaves the page, and an unmounted mutation's callbacks never run.
  const onStart = () =>
    void start.mutateAsync().then(
      () => {
        setIsConfirming(false);
        // An event of several starts alone: not "Tournament started successfully!".
        toast.success(
          noun === 'Event'
            ? i18n.t('{count, plural, one {Event started} other {# events started}}', { count: 1 })
            : i18n.t(MATCH_MESSAGES.started),
        );
      },
      (error: unknown) => {
        setIsConfirming(false);
        toast.error(
          error instanceof ApiError && error.status === 409
            ? error.message
            : i18n.t(MATCH_MESSAGES.startFailed),
        );
      },
    );

  return (
    <>
      <Button onClick={() => setIsConfirming(true)}>
        <Play aria-hidden="true" className="h-4 w-4" />
        <span>
          {richText(
            isEvent ? i18n.t('Start <noun>Event</noun>') : i18n.t('Start <noun>Tournament</noun>'),
            { noun: (chunk) => <span className="max-sm:sr-only">{chunk}</span> },
          )}
        </span>
      </Button>
      {isConfirming && (
        <ConfirmDialog
          title={isEvent ? i18n.t('Start Event?') : i18n.t('Start Tournament?')}
          confirmLabel={isEvent ? i18n.t('Start Event') : i18n.t('Start Tournament')}
          busyLabel={i18n.t('Starting...')}
          isBusy={start.isPending}
          onConfirm={onStart}
          onClose={() => setIsConfirming(false)}
        >
          <p>{startSummary(t)}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
