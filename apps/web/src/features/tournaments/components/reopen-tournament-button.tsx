import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useReopenTournament } from '@/features/tournaments/api/reopen-tournament';
import { failureReason } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';

/**
 * "Reopen to correct" (decision 027): the owner of a completed tournament sends it back to
 * ongoing, after a confirmation that says what happens to the champion, to correct a result.
 */
export function ReopenTournamentButton({ tournament: t }: { tournament: TournamentDetail }) {
  const reopen = useReopenTournament(t.id);
  const [isConfirming, setIsConfirming] = useState(false);
  const champion = t.winnerName
    ? t.winnerPartner
      ? `${t.winnerName} & ${t.winnerPartner}`
      : t.winnerName
    : null;
  // The promise, not mutate's callbacks: reopened, the tournament no longer shows this button,
  // and the callbacks of an unmounted mutation never run (the toast would be lost).
  const onConfirm = () =>
    reopen.mutateAsync().then(
      ({ message }) => {
        setIsConfirming(false);
        toast.success(i18n.t(message));
      },
      (error: unknown) =>
        toast.error(failureReason(error, i18n.t('Failed to reopen the tournament'))),
    );
  return (
    <>
      <Button variant="outline" onClick={() => setIsConfirming(true)}>
        <RotateCcw aria-hidden="true" className="h-4 w-4" /> {i18n.t('Reopen to correct')}
      </Button>
      {isConfirming && (
        <ConfirmDialog
          title={i18n.t('Reopen Tournament')}
          confirmLabel={i18n.t('Reopen')}
          busyLabel={i18n.t('Reopening...')}
          isBusy={reopen.isPending}
          onConfirm={() => void onConfirm()}
          onClose={() => setIsConfirming(false)}
        >
          <p>
            {champion
              ? i18n.t(
                  '{name} goes back to ongoing so that you can correct a result with Correct Score. {champion} stops being the champion until it completes again.',
                  { name: t.name, champion },
                )
              : i18n.t(
                  '{name} goes back to ongoing so that you can correct a result with Correct Score.',
                  { name: t.name },
                )}
          </p>
          <p>
            {i18n.t(
              'When the corrected final is played, it completes again with the champion the matches decide. Every correction is recorded.',
            )}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
