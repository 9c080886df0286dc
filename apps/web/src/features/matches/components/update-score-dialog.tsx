import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { MATCH_MESSAGES, type Match } from '@courtside/shared/api/match';
import { matchWinner, validateMatchScore } from '@courtside/shared/domain/competition/match-score';
import type { ScoringFormat } from '@courtside/shared/domain/competition/scoring';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { useUpdateMatchScore } from '@/features/matches/api/update-match-score';
import { SIDE_PENDING, sideName } from '@/lib/match-sides';
import {
  draftFromMatch,
  gamesFromDraft,
  initialSetCount,
  isAcceptedPoints,
  scoreInputMax,
  toPoints,
  toScoreBody,
  type ScoreDraft,
} from '@/features/matches/lib/score-draft';
import { ApiError } from '@/lib/api-error';
import { MatchScoreInputs } from './match-score-inputs';
import { ScoreFeedback } from './score-feedback';
import { ScoringGuideButton } from './scoring-guide-button';

/**
 * A refusal the server explained (403 not allowed, 409 completed or changed
 * meanwhile, 422 an illegal score) is shown as it said it; anything else is the
 * spec's 'Failed to update score'.
 */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || ![403, 409, 422].includes(error.status ?? 0)) {
    return MATCH_MESSAGES.scoreFailed;
  }
  return error.fieldErrors.score ?? error.serverMessage ?? error.message;
}

/** The server's question before a correction resets matches that have started downstream. */
const isCascadeQuestion = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.field === 'confirmCascade';

const bestOfText = (format: ScoringFormat) =>
  format.bestOf === 1 ? 'one game' : `best of ${format.bestOf}`;

interface UpdateScoreDialogProps {
  match: Match;
  /** The tournament's format (`scoringFormatNamed(tournament.scoringFormat)`). */
  format: ScoringFormat;
  roundLabel: string;
  onClose: () => void;
}

/**
 * The 'Update Match Score' dialog (spec sections 2 and 5): 1 to `bestOf` sets,
 * points per side, live feedback from the engine's rules, and only the chosen
 * sets sent, with the version they were built on. On a completed match it is
 * the owner's correction, sent with `isCorrection`: the new score must decide the match, and when the
 * server says the new winner resets matches already started, it asks before
 * sending again with `confirmCascade`.
 */
export function UpdateScoreDialog({ match, format, roundLabel, onClose }: UpdateScoreDialogProps) {
  const isCorrection = match.status === 'completed';
  const inputMax = scoreInputMax(format);
  const [draft, setDraft] = useState<ScoreDraft>(() => draftFromMatch(match, format));
  const [setCount, setSetCount] = useState(() => initialSetCount(match, format));
  const [cascadeQuestion, setCascadeQuestion] = useState<string | null>(null);
  // The score builds on the match as the dialog opened: a live update meanwhile must make the
  // server refuse it (409, changed meanwhile), not let it overwrite what someone else entered.
  const [baseVersion] = useState(match.version);
  const update = useUpdateMatchScore(match.tournamentId);
  const names: [string, string] = [
    sideName(match, 1) ?? SIDE_PENDING,
    sideName(match, 2) ?? SIDE_PENDING,
  ];
  const games = gamesFromDraft(draft, setCount, inputMax);
  const issues = validateMatchScore(games, format);
  const canSave = issues.length === 0 && (!isCorrection || matchWinner(games, format) !== null);

  const edit = (game: number, side: 0 | 1, text: string) => {
    if (!isAcceptedPoints(text, inputMax)) return;
    setDraft((rows) =>
      rows.map((row, i) => (i === game ? (side === 0 ? [text, row[1]] : [row[0], text]) : row)),
    );
  };
  const normalize = (game: number, side: 0 | 1) =>
    edit(game, side, String(toPoints(draft[game]![side], inputMax)));

  const send = (confirmCascade: boolean) =>
    update.mutate(
      {
        matchId: match.id,
        input: {
          score: toScoreBody(games),
          version: baseVersion,
          // The server changes a completed result only when the score says it is a correction.
          ...(isCorrection && { isCorrection: true }),
          ...(confirmCascade && { confirmCascade: true }),
        },
      },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
        onError: (error) => {
          if (!confirmCascade && isCascadeQuestion(error)) {
            setCascadeQuestion(error.serverMessage ?? error.message);
            return;
          }
          setCascadeQuestion(null);
          toast.error(failureMessage(error));
        },
      },
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) send(false);
  };

  return (
    <Modal
      isOpen
      title={isCorrection ? 'Correct Match Score' : 'Update Match Score'}
      size="md"
      onClose={onClose}
      isDismissDisabled={update.isPending}
    >
      <form onSubmit={onSubmit} noValidate>
        <p className="text-sm text-slate-600">
          {roundLabel}: <span className="font-semibold text-slate-900">{names[0]}</span> v{' '}
          <span className="font-semibold text-slate-900">{names[1]}</span>. Games to{' '}
          {format.pointsToWin}, win by {format.winBy}, {bestOfText(format)},{' '}
          {format.scoring === 'rally' ? 'rally' : 'side-out'} scoring.
        </p>
        <div className="mt-1">
          <ScoringGuideButton format={format} />
        </div>
        {isCorrection && (
          <div className="mt-3">
            <Alert tone="info">
              This match is completed. Saving a new score corrects its result: a new winner moves on
              in their place, and ratings are recalculated from this match on.
            </Alert>
          </div>
        )}
        <MatchScoreInputs
          format={format}
          names={names}
          draft={draft}
          setCount={setCount}
          games={games}
          issues={issues}
          inputMax={inputMax}
          onSetCount={setSetCount}
          onEdit={edit}
          onNormalize={normalize}
        />
        <ScoreFeedback
          games={games}
          issues={issues}
          format={format}
          names={names}
          isCorrection={isCorrection}
        />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" isLoading={update.isPending} disabled={!canSave}>
            {update.isPending ? 'Saving...' : isCorrection ? 'Save Correction' : 'Save Score'}
          </Button>
        </div>
      </form>
      {cascadeQuestion && (
        <ConfirmDialog
          title="Reset later matches?"
          confirmLabel="Reset and correct"
          busyLabel="Saving..."
          isBusy={update.isPending}
          onConfirm={() => send(true)}
          onClose={() => setCascadeQuestion(null)}
        >
          <p>{cascadeQuestion}</p>
        </ConfirmDialog>
      )}
    </Modal>
  );
}
