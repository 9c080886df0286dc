import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Match } from '@courtside/shared/api/match';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRecordSpecialResult } from '@/features/matches/api/record-special-result';
import { failureReason } from '@/lib/api-error';
import { SIDE_PENDING, sideId, sideName, type SideNumber } from '@/lib/match-sides';
import { i18n } from '@/lib/i18n';

/**
 * A score keeper's way to end a match a player cannot finish (rule 12.F, decision 024): the side
 * that retired loses, and the server records the score saved so far with what wins the game
 * under way. The organizer records every special result in Match Management.
 */
export function RetirementButton({ match, onDone }: { match: Match; onDone: () => void }) {
  const record = useRecordSpecialResult(match.tournamentId);
  const [retired, setRetired] = useState<SideNumber | null>(null);
  const name = (side: SideNumber) => sideName(match, side) ?? i18n.t(SIDE_PENDING);
  const winnerOf = (side: SideNumber) => sideId(match, side === 1 ? 2 : 1);

  const confirm = () => {
    const winner = retired && winnerOf(retired);
    if (!winner) return;
    // The promise, not mutate's callbacks: the completed match's live update can take this
    // button away before the answer, and an unmounted mutation's callbacks never run.
    void record
      .mutateAsync({
        matchId: match.id,
        input: { kind: 'retirement', winner, version: match.version },
      })
      .then(
        ({ message }) => {
          toast.success(i18n.t(message));
          setRetired(null);
          onDone();
        },
        (error: unknown) => {
          setRetired(null);
          toast.error(failureReason(error, i18n.t('Failed to record the retirement')));
        },
      );
  };

  return (
    <div className="mt-4 rounded-lg border border-slate-200 p-3">
      <p className="text-sm text-slate-700">{i18n.t('A player cannot go on?')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {([1, 2] as const).map((side) => (
          <Button key={side} variant="outline" size="sm" onClick={() => setRetired(side)}>
            {i18n.t('{name} retired', { name: name(side) })}
          </Button>
        ))}
      </div>
      {retired && (
        <ConfirmDialog
          title={i18n.t('Record a retirement?')}
          confirmLabel={i18n.t('Record retirement')}
          busyLabel={i18n.t('Saving...')}
          isBusy={record.isPending}
          onConfirm={confirm}
          onClose={() => setRetired(null)}
        >
          <p>
            {i18n.t(
              '{retired} retired: {winner} wins the match, with the score saved so far. This completes the match.',
              { retired: name(retired), winner: name(retired === 1 ? 2 : 1) },
            )}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
