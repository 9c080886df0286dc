import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { TOURNAMENT_MESSAGES, type TournamentDetail } from '@courtside/shared/api/tournament';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  forgetTournament,
  useDeleteTournament,
} from '@/features/tournaments/api/delete-tournament';
import { ApiError } from '@/lib/api-error';

/** The delete confirmation of spec section 2, with its exact title and text. */
export function DeleteTournamentDialog({
  tournament,
  onClose,
}: {
  tournament: TournamentDetail;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteTournament(tournament.id);

  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: async () => {
        toast.success(TOURNAMENT_MESSAGES.deleted);
        await navigate('/app/tournaments');
        forgetTournament(queryClient, tournament.id);
      },
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.status === 409
            ? error.message
            : TOURNAMENT_MESSAGES.deleteFailed,
        ),
    });

  return (
    <ConfirmDialog
      title="Confirm Deletion"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      isBusy={remove.isPending}
      onConfirm={onDelete}
      onClose={onClose}
    >
      <p>
        Are you sure you want to delete the tournament <strong>{tournament.name}</strong>? This
        action cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
