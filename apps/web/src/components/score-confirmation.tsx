import { Check, Flag } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Match } from '@courtside/shared/api/match';
import type { MatchStatus } from '@courtside/shared/domain/competition/statuses';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextareaField } from '@/components/ui/textarea-field';
import { useConfirmMatchScore, useDisputeMatchScore } from '@/lib/matches/score-confirmation';
import { failureReason } from '@/lib/api-error';
import { MATCH_STATUS_BADGE, SIDE_PENDING, sideName } from '@/lib/match-sides';

import { AWAITING_CONFIRMATION } from '@/lib/matches/awaiting-confirmation';
import { i18n } from '@/lib/i18n';

export { AWAITING_CONFIRMATION };
const CONFIRM_FAILED = /*i18n*/ 'Failed to confirm the score';
/** A player's score the other side disputed, until it is entered again (decision 027). */
export const SCORE_DISPUTED = /*i18n*/ 'Score disputed';
const DISPUTE_FAILED = /*i18n*/ 'Failed to dispute the score';
/** The shared MATCH_STATUS_LABELS, marked for translation (shown with i18n.t). */
export const MATCH_STATUS_TEXTS: Record<MatchStatus, string> = {
  scheduled: /*i18n*/ 'Scheduled',
  'in-progress': /*i18n*/ 'In Progress',
  completed: /*i18n*/ 'Completed',
  cancelled: /*i18n*/ 'Cancelled',
};
/** Marked for translation here too: the shared constant, shown with i18n.t. */
const AWAITING_CONFIRMATION_TEXT = /*i18n*/ 'Awaiting confirmation';

/**
 * A match's one status badge, naming its most specific state: "Awaiting confirmation" for a
 * player's own score that waits for the other side or the desk (decision 027) rather than
 * "In Progress", "Called" for a match the desk called to its court (issue 27) rather than
 * "Scheduled". The colour stays the status's (spec section 4: in progress warning, completed
 * success, others default), so the badge reads the same at a glance.
 */
export function MatchStatusBadge({
  match,
}: {
  match: Pick<Match, 'status' | 'awaitingConfirmation' | 'calledAt' | 'dispute'>;
}) {
  const label = match.awaitingConfirmation
    ? i18n.t(AWAITING_CONFIRMATION_TEXT)
    : match.dispute
      ? i18n.t(SCORE_DISPUTED)
      : match.status === 'scheduled' && match.calledAt
        ? i18n.t('Called')
        : i18n.t(MATCH_STATUS_TEXTS[match.status]);
  // One badge (issue 27's walkthrough): a match in play carries the live marker inside it.
  const isLive = match.status === 'in-progress' && !match.awaitingConfirmation && !match.dispute;
  return (
    <Badge variant={MATCH_STATUS_BADGE[match.status]} isLive={isLive}>
      {label}
    </Badge>
  );
}

/** The side that has to confirm an awaiting score, by name: "Awaiting confirmation from Lee". */
export function awaitingFrom(match: Match): string {
  const other =
    match.enteredBySide === 'player1' ? 2 : match.enteredBySide === 'player2' ? 1 : null;
  if (other === null) return i18n.t('Awaiting confirmation from the desk');
  return i18n.t('Awaiting confirmation from {name} or the desk', {
    name: sideName(match, other) ?? i18n.t(SIDE_PENDING),
  });
}

/** The dispute dialog: an optional note, then Dispute Score. */
function DisputeDialog({
  match,
  names,
  onClose,
  onDisputed,
}: {
  match: Match;
  names: string;
  onClose: () => void;
  onDisputed?: () => void;
}) {
  const dispute = useDisputeMatchScore(match.tournamentId);
  const [note, setNote] = useState('');
  // The promise, not mutate's callbacks: the settled match may no longer show these buttons,
  // and the callbacks of an unmounted mutation never run (the toast would be lost).
  const send = () =>
    void dispute
      .mutateAsync({ matchId: match.id, input: note.trim() ? { note: note.trim() } : {} })
      .then(
        ({ message }) => {
          toast.success(i18n.t(message));
          onClose();
          onDisputed?.();
        },
        (error: unknown) => toast.error(failureReason(error, i18n.t(DISPUTE_FAILED))),
      );
  return (
    <Modal
      isOpen
      title={i18n.t('Dispute Score')}
      size="sm"
      onClose={onClose}
      isDismissDisabled={dispute.isPending}
    >
      <p className="text-sm text-slate-700">
        {i18n.t(
          '{names}: the match goes back to in progress with this score kept, to be entered again.',
          { names },
        )}
      </p>
      <TextareaField
        className="mt-4"
        label={i18n.t('What is wrong? (optional)')}
        rows={3}
        maxLength={300}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={dispute.isPending}>
          {i18n.t('Cancel')}
        </Button>
        <Button variant="danger" isLoading={dispute.isPending} onClick={send}>
          {dispute.isPending ? i18n.t('Disputing...') : i18n.t('Dispute Score')}
        </Button>
      </div>
    </Modal>
  );
}

/**
 * Confirm Score and Dispute for the viewer who may settle an awaiting score (the other side or
 * the desk, `match.canConfirm`); nothing otherwise.
 */
export function ConfirmScoreActions({
  match,
  names,
  onConfirmed,
}: {
  match: Match;
  names: string;
  /**
   * After the server took the confirmation or the dispute: these buttons leave, the focus must
   * go somewhere.
   */
  onConfirmed?: () => void;
}) {
  const confirm = useConfirmMatchScore(match.tournamentId);
  const [isDisputing, setIsDisputing] = useState(false);
  if (!match.awaitingConfirmation || !match.canConfirm) return null;
  const onConfirm = () =>
    void confirm.mutateAsync(match.id).then(
      ({ message }) => {
        toast.success(i18n.t(message));
        onConfirmed?.();
      },
      (error: unknown) => toast.error(failureReason(error, i18n.t(CONFIRM_FAILED))),
    );
  return (
    <>
      <Button
        size="sm"
        aria-label={i18n.t('Confirm Score: {names}', { names })}
        isLoading={confirm.isPending}
        onClick={onConfirm}
      >
        <Check aria-hidden="true" className="h-4 w-4" /> {i18n.t('Confirm Score')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={i18n.t('Dispute: {names}', { names })}
        onClick={() => setIsDisputing(true)}
      >
        <Flag aria-hidden="true" className="h-4 w-4" /> {i18n.t('Dispute')}
      </Button>
      {isDisputing && (
        <DisputeDialog
          match={match}
          names={names}
          onClose={() => setIsDisputing(false)}
          onDisputed={onConfirmed}
        />
      )}
    </>
  );
}
