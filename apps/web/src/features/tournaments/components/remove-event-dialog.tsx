import toast from 'react-hot-toast';
import type { TournamentEvent } from '@courtside/shared/api/event';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRemoveEvent } from '@/features/tournaments/api/events';
import { ApiError } from '@/lib/api-error';

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
        toast.success('Event removed');
        onRemoved();
        onClose();
      },
      onError: (error) =>
        toast.error(
          error instanceof ApiError
            ? error.message
            : 'Could not remove the event. Please try again.',
        ),
    });
  return (
    <ConfirmDialog
      title="Remove Event?"
      confirmLabel="Remove Event"
      busyLabel="Removing..."
      isBusy={remove.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        Remove <strong>{event.name}</strong> from the tournament? Its{' '}
        {event.currentParticipants === 1 ? 'entrant loses their' : 'entrants lose their'} place.
        This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
