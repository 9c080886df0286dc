import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { TOURNAMENT_MESSAGES, type TournamentDetail } from '@courtside/shared/api/tournament';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
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
    <Modal
      isOpen
      title="Confirm Deletion"
      size="sm"
      onClose={onClose}
      isDismissDisabled={remove.isPending}
    >
      <p className="text-slate-700">
        Are you sure you want to delete the tournament <strong>{tournament.name}</strong>? This
        action cannot be undone.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button variant="danger" isLoading={remove.isPending} onClick={onDelete}>
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Modal>
  );
}
