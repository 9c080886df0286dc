import toast from 'react-hot-toast';
import type { TournamentEvent } from '@courtside/shared/api/event';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRemoveEvent } from '@/features/tournaments/api/events';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { richText } from '@/lib/i18n/rich-text';

/** Remove an event before it starts (DELETE .../events/{eventId}); its entrants are told. */
export function RemoveEventDialog({
  tournamentId,
  event,
  onClose,
  onRemoved,
}: {
  tournamentId: string;
  event: TournamentEvent;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const remove = useRemoveEvent(tournamentId, event.id);
  const onConfirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(i18n.t('Event removed'));
        onRemoved();
        onClose();
      },
      onError: (error) =>
        toast.error(
          error instanceof ApiError
            ? i18n.t(error.message)
            : i18n.t('Could not remove the event. Please try again.'),
        ),
    });
  return (
    <ConfirmDialog
      title={i18n.t('Remove Event?')}
      confirmLabel={i18n.t('Remove Event')}
      busyLabel={i18n.t('Removing...')}
      isBusy={remove.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        {richText(
          i18n.t(
            '{count, plural, one {Remove <name>{event}</name> from the tournament? Its entrant loses their place. This cannot be undone.} other {Remove <name>{event}</name> from the tournament? Its entrants lose their place. This cannot be undone.}}',
            { count: event.currentParticipants, event: event.name },
          ),
          { name: (label) => <strong>{label}</strong> },
        )}
      </p>
    </ConfirmDialog>
  );
}
