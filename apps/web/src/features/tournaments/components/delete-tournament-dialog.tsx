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
import { i18n } from '@/lib/i18n';
import { richText } from '@/lib/i18n/rich-text';

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
        toast.success(i18n.t(TOURNAMENT_MESSAGES.deleted));
        await navigate('/app/tournaments');
        forgetTournament(queryClient, tournament.id);
      },
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.status === 409
            ? i18n.t(error.message)
            : i18n.t(TOURNAMENT_MESSAGES.deleteFailed),
        ),
    });

  return (
    <ConfirmDialog
      title={i18n.t('Confirm Deletion')}
      confirmLabel={i18n.t('Delete')}
      busyLabel={i18n.t('Deleting...')}
      isBusy={remove.isPending}
      onConfirm={onDelete}
      onClose={onClose}
    >
      <p>
        {richText(
          i18n.t(
            'Are you sure you want to delete the tournament <name>{name}</name>? This action cannot be undone.',
            { name: tournament.name },
          ),
          { name: (label) => <strong>{label}</strong> },
        )}
      </p>
    </ConfirmDialog>
  );
}
