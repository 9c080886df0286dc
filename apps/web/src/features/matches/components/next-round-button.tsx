import { ListPlus } from 'lucide-react';
import toast from 'react-hot-toast';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import { Button } from '@/components/ui/button';
import { useGenerateNextRound } from '@/features/matches/api/generate-next-round';
import { ApiError } from '@/lib/api-error';

/** Generate Next Round (spec section 4): the owner, while ongoing. A 409 says what is missing. */
export function NextRoundButton({ tournamentId }: { tournamentId: string }) {
  const nextRound = useGenerateNextRound(tournamentId);
  const onClick = () =>
    nextRound.mutate(undefined, {
      onSuccess: (message) => toast.success(message),
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.status === 409
            ? error.message
            : MATCH_MESSAGES.nextRoundFailed,
        ),
    });
  return (
    <Button variant="outline" isLoading={nextRound.isPending} onClick={onClick}>
      {!nextRound.isPending && <ListPlus aria-hidden="true" className="h-4 w-4" />}
      {nextRound.isPending ? 'Generating...' : 'Generate Next Round'}
    </Button>
  );
}
