import { useState } from 'react';
import { MATCH_MESSAGES, type MatchDetail } from '@courtside/shared/api/match';
import { scoringFormatNamed } from '@courtside/shared/domain/competition/scoring';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useMatchesPageMatch } from '@/features/matches/api/matches-page-match';
import { canScoreMatch, hasBothSides, needsScoreConfirmation } from '@/lib/match-sides';
import { useAuthStore } from '@/lib/auth-store';
import { useLiveTopics } from '@/lib/live/use-live-topics';
import { sectionTitle } from '@/lib/match-sections';
import { UpdateScoreDialog } from './update-score-dialog';
import { i18n } from '@/lib/i18n';

/**
 * Where the match stands in its tournament, for the dialog's first line, named as the bracket
 * and the desk name it ("Winners' Quarterfinals").
 */
const roundLabelOf = (match: MatchDetail): string =>
  `${match.tournament.name} · ${sectionTitle(match, new Map([[match.stage, match.stageLastRound]]))}`;

/** Why this user cannot enter this score (the server says the same on a 403 or 409). */
function refusalOf(match: MatchDetail): string {
  if (match.status === 'completed') return i18n.t(MATCH_MESSAGES.matchCompleted);
  if (match.status === 'cancelled') return i18n.t(MATCH_MESSAGES.matchCancelled);
  if (!hasBothSides(match)) return i18n.t(MATCH_MESSAGES.matchNotReady);
  return i18n.t(MATCH_MESSAGES.onlyScorers);
}

/**
 * The shared 'Update Match Score' dialog for the match named in the page's
 * `score` parameter (a row's button, or the dashboard's Update Score link). The
 * match is read afresh: its tournament's scoring format and organizer, and the
 * version the score builds on.
 */
export function MatchesPageScoreDialog({
  matchId,
  onClose,
}: {
  matchId: string;
  onClose: () => void;
}) {
  const userId = useAuthStore((s) => s.user?.id);
  const query = useMatchesPageMatch(matchId);
  useLiveTopics([`match:${matchId}`]);
  const match = query.data;
  // Once the form is open it stays open: the save's own refetch (or a live update) shows the
  // match completed before the save settles, and the form must still close with its toast
  // rather than turn into 'This match is already completed'.
  const [scoring, setScoring] = useState<MatchDetail | null>(null);
  const canScore =
    match && canScoreMatch(match, { userId, organizerId: match.tournament.organizerId });
  if (canScore && scoring?.id !== match.id) setScoring(match);
  const opened = canScore ? match : scoring;

  if (opened) {
    return (
      <UpdateScoreDialog
        key={opened.id}
        match={opened}
        format={scoringFormatNamed(
          opened.tournament.scoringFormat,
          opened.tournament.scoringSystem,
        )}
        roundLabel={roundLabelOf(opened)}
        needsConfirmation={needsScoreConfirmation(opened, {
          userId,
          organizerId: opened.tournament.organizerId,
          scoreConfirmation: opened.tournament.scoreConfirmation,
        })}
        onClose={onClose}
      />
    );
  }
  return (
    <Modal isOpen title={i18n.t('Update Match Score')} size="md" onClose={onClose}>
      {match ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">{refusalOf(match)}</p>
          <div className="flex justify-end">
            <Button variant="outline" onClick={onClose}>
              {i18n.t('Close')}
            </Button>
          </div>
        </div>
      ) : query.isError ? (
        <LoadError
          title={i18n.t("Couldn't load this match")}
          text={query.error.message}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <div className="py-6 text-sm text-slate-600">
          <Spinner label={i18n.t('Loading match...')} />
        </div>
      )}
    </Modal>
  );
}
