import { Play } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { EVENT_MESSAGES } from '@courtside/shared/api/event';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useStartTournament } from '@/features/tournaments/api/start-tournament';
import { startSummary } from '@/features/tournaments/lib/start-summary';
import { ApiError } from '@/lib/api-error';

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

  // The promise, not mutate's callbacks: the live update can show the tournament started before
  // the answer, this button then leaves the page, and an unmounted mutation's callbacks never run.
  const onStart = () =>
    void start.mutateAsync().then(
      () => {
        setIsConfirming(false);
        // An event of several starts alone: not "Tournament started successfully!".
        toast.success(noun === 'Event' ? EVENT_MESSAGES.started(1) : MATCH_MESSAGES.started);
      },
      (error: unknown) => {
        setIsConfirming(false);
        toast.error(
          error instanceof ApiError && error.status === 409
            ? error.message
            : MATCH_MESSAGES.startFailed,
        );
      },
    );

  return (
    <>
      <Button onClick={() => setIsConfirming(true)}>
        <Play aria-hidden="true" className="h-4 w-4" />
        <span>
          Start <span className="max-sm:sr-only">{noun}</span>
        </span>
      </Button>
      {isConfirming && (
        <ConfirmDialog
          title={`Start ${noun}?`}
          confirmLabel={`Start ${noun}`}
          busyLabel="Starting..."
          isBusy={start.isPending}
          onConfirm={onStart}
          onClose={() => setIsConfirming(false)}
        >
          <p>
            {startSummary(t)} will be generated and registration will close. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
