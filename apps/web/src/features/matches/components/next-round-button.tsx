import { ListPlus } from 'lucide-react';
import toast from 'react-hot-toast';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import { Button } from '@/components/ui/button';
import { useGenerateNextRound } from '@/features/matches/api/generate-next-round';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';

/** Generate Next Round (spec section 4): the owner, while ongoing. A 409 says what is missing. */
export function NextRoundButton({ tournamentId }: { tournamentId: string }) {
  const nextRound = useGenerateNextRound(tournamentId);
  const onClick = () =>
    // The promise, not mutate's callbacks: the new round's live update can take this button
    // away before the answer, and an unmounted mutation's callbacks never run.
    void nextRound.mutateAsync().then(
      (message) => toast.success(i18n.t(message)),
      (error: unknown) =>
        toast.error(
          error instanceof ApiError && error.status === 409
            ? error.message
            : i18n.t(MATCH_MESSAGES.nextRoundFailed),
        ),
    );
  return (
    <Button variant="outline" isLoading={nextRound.isPending} onClick={onClick}>
      {!nextRound.isPending && <ListPlus aria-hidden="true" className="h-4 w-4" />}
      {nextRound.isPending ? i18n.t('Generating...') : i18n.t('Generate Next Round')}
    </Button>
  );
}
