import toast from 'react-hot-toast';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useWithdrawEntrant } from '@/features/tournaments/api/withdraw-entrant';
import { failureReason } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';

interface WithdrawEntrantDialogProps {
  tournamentId: string;
  /** The player (singles) or the team (doubles) that withdraws. */
  entrant: { id: string; name: string };
  onClose: () => void;
}

/** The organizer's confirmation before withdrawing an entrant from the started tournament. */
export function WithdrawEntrantDialog({
  tournamentId,
  entrant,
  onClose,
}: WithdrawEntrantDialogProps) {
  const withdraw = useWithdrawEntrant(tournamentId);
  const onConfirm = () =>
    withdraw.mutate(entrant.id, {
      onSuccess: ({ message }) => {
        toast.success(
          message ? i18n.t(message) : i18n.t('{name} withdrew', { name: entrant.name }),
        );
        onClose();
      },
      onError: (error) =>
        toast.error(failureReason(error, i18n.t(TOURNAMENT_MESSAGES.withdrawFailed))),
    });
  return (
    <ConfirmDialog
      title={i18n.t('Withdraw {name}?', { name: entrant.name })}
      confirmLabel={i18n.t('Withdraw')}
      busyLabel={i18n.t('Withdrawing...')}
      isBusy={withdraw.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        {i18n.t(
          '{name} will play no further match: each remaining match is recorded as a walkover (W/O) for the opponent, now or as soon as the opponent is known.',
          { name: entrant.name },
        )}
      </p>
      <p>{i18n.t('This cannot be undone.')}</p>
    </ConfirmDialog>
  );
}
