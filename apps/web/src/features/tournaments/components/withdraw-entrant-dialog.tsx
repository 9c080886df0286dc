import toast from 'react-hot-toast';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useWithdrawEntrant } from '@/features/tournaments/api/withdraw-entrant';
import { failureReason } from '@/lib/api-error';

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
        toast.success(message ?? `${entrant.name} withdrew`);
        onClose();
      },
      onError: (error) => toast.error(failureReason(error, TOURNAMENT_MESSAGES.withdrawFailed)),
    });
  return (
    <ConfirmDialog
      title={`Withdraw ${entrant.name}?`}
      confirmLabel="Withdraw"
      busyLabel="Withdrawing..."
      isBusy={withdraw.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        {entrant.name} will play no further match: each remaining match is recorded as a walkover
        (W/O) for the opponent, now or as soon as the opponent is known.
      </p>
      <p>This cannot be undone.</p>
    </ConfirmDialog>
  );
}
