import toast from 'react-hot-toast';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRemoveParticipant } from '@/features/tournaments/api/remove-participant';
import { failureReason } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { richText } from '@/lib/i18n/rich-text';

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
        toast.success(i18n.t(TOURNAMENT_MESSAGES.participantRemoved));
        onClose();
      },
      onError: (error) =>
        toast.error(failureReason(error, i18n.t(TOURNAMENT_MESSAGES.removeParticipantFailed))),
    });
  return (
    <ConfirmDialog
      title={i18n.t('Remove {name}?', { name: player.name })}
      confirmLabel={i18n.t('Remove')}
      busyLabel={i18n.t('Removing...')}
      isBusy={remove.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        {isWaitlisted
          ? i18n.t('{name} will be taken off the waitlist and told by email.', {
              name: player.name,
            })
          : i18n.t('{name} will be taken off the tournament and told by email.', {
              name: player.name,
            })}
      </p>
      {!isWaitlisted && (
        <p>{i18n.t('The first player on the waitlist, if any, takes the place.')}</p>
      )}
      {partnerName && (
        <p>
          {richText(
            i18n.t(
              'Their team with <name>{partner}</name> will be dissolved, and {partner} will be told.',
              { partner: partnerName },
            ),
            { name: (label) => <strong>{label}</strong> },
          )}
        </p>
      )}
    </ConfirmDialog>
  );
}
