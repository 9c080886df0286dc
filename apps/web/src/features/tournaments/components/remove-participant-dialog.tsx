import toast from 'react-hot-toast';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRemoveParticipant } from '@/features/tournaments/api/remove-participant';
import { failureReason } from '@/lib/api-error';

interface RemoveParticipantDialogProps {
  tournamentId: string;
  player: { id: string; name: string };
  /** The partner whose team is dissolved, when the player is in one. */
  partnerName?: string;
  isWaitlisted: boolean;
  onClose: () => void;
}

/** The organizer's confirmation before taking a player off the tournament. */
export function RemoveParticipantDialog({
  tournamentId,
  player,
  partnerName,
  isWaitlisted,
  onClose,
}: RemoveParticipantDialogProps) {
  const remove = useRemoveParticipant(tournamentId);
  const onConfirm = () =>
    remove.mutate(player.id, {
      onSuccess: () => {
        toast.success(TOURNAMENT_MESSAGES.participantRemoved);
        onClose();
      },
      onError: (error) =>
        toast.error(failureReason(error, TOURNAMENT_MESSAGES.removeParticipantFailed)),
    });
  return (
    <ConfirmDialog
      title={`Remove ${player.name}?`}
      confirmLabel="Remove"
      busyLabel="Removing..."
      isBusy={remove.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        {player.name} will be taken off the {isWaitlisted ? 'waitlist' : 'tournament'} and told by
        email.
      </p>
      {!isWaitlisted && <p>The first player on the waitlist, if any, takes the place.</p>}
      {partnerName && (
        <p>
          Their team with <strong>{partnerName}</strong> will be dissolved, and {partnerName} will
          be told.
        </p>
      )}
    </ConfirmDialog>
  );
}
