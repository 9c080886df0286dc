import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { MATCH_MESSAGES, type Match } from '@courtside/shared/api/match';
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
  playedGames,
  scoreFormSchema,
  scoreInputMax,
  scoreMessages,
  toPoints,
  type ScoreFormInput,
  type ScoreFormOutput,
} from '@/features/matches/lib/score-draft';
import { ApiError } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { MatchScoreInputs } from './match-score-inputs';
import { RetirementButton } from './retirement-button';
import { ScoreFeedback } from './score-feedback';
import { ScoringGuideButton } from './scoring-guide-button';
import { i18n } from '@/lib/i18n';
import { richText } from '@/lib/i18n/rich-text';

/**
 * A refusal the server explained (403 not allowed, 409 completed or changed
 * meanwhile, 422 an illegal score) is shown as it said it; anything else is the
 * spec's 'Failed to update score'.
 */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || ![403, 409, 422].includes(error.status ?? 0)) {
    return i18n.t(MATCH_MESSAGES.scoreFailed);
  }
  return error.fieldErrors.score ?? error.serverMessage ?? error.message;
}

/** The server's question before a correction resets matches that have started downstream. */
const isCascadeQuestion = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.field === 'confirmCascade';

const bestOfText = (format: ScoringFormat) =>
  format.bestOf === 1 ? i18n.t('one game') : i18n.t('best of {count}', { count: format.bestOf });

interface UpdateScoreDialogProps {
  match: Match;
  /** The tournament's format (`scoringFormatNamed(tournament.scoringFormat)`). */
  format: ScoringFormat;
  roundLabel: string;
  /** Decision 027: the viewer is a player whose deciding score awaits the other side. */
  needsConfirmation?: boolean;
  onClose: () => void;
}

/**
 * The 'Update Match Score' dialog (spec sections 2 and 5): 1 to `bestOf` sets,
 * points per side, feedback from the engine's rules (`scoreFormSchema`), and only
 * the chosen sets sent, with the version they were built on. The score is one field
 * for the rule of when errors show (docs/decisions/013 "Forms"): its errors show after
 * Submit, or once one of its boxes was left or the number of sets chosen, and from
 * then on follow every change; Save is off while they show. On a completed match it
 * is the owner's correction, sent with `isCorrection`: the new score must decide the
 * match, and when the server says the new winner resets matches already started, it
 * asks before sending again with `confirmCascade`.
 */
export function UpdateScoreDialog({
  match,
  format,
  roundLabel,
  needsConfirmation = false,
  onClose,
}: UpdateScoreDialogProps) {
  const isCorrection = match.status === 'completed';
  // A score keeper may end the match with a retirement (decision 024); the organizer has Match
  // Management's Special Result for every kind.
  const userId = useAuthStore((state) => state.user?.id);
  const isKeeper = userId !== undefined && match.authorizedScoreKeepers.includes(userId);
  const inputMax = scoreInputMax(format);
  const [schema] = useState(() => scoreFormSchema(format, isCorrection));
  const form = useForm<ScoreFormInput, unknown, ScoreFormOutput>({
    resolver: zodResolver(schema),
    // Every message about the score, not only its first: the feedback lists them all.
    criteriaMode: 'all',
    defaultValues: {
      setCount: initialSetCount(match, format),
      draft: draftFromMatch(match, format),
    },
  });
  const messages = scoreMessages(form.formState.errors.draft);
  const [setCount, draft] = useWatch({ control: form.control, name: ['setCount', 'draft'] });
  const [cascade, setCascade] = useState<{ question: string; score: ScoreFormOutput } | null>(null);
  // The score builds on the match as the dialog opened: a live update meanwhile must make the
  // server refuse it (409, changed meanwhile), not let it overwrite what someone else entered.
  const [baseVersion] = useState(match.version);
  const update = useUpdateMatchScore(match.tournamentId);
  const names: [string, string] = [
    sideName(match, 1) ?? i18n.t(SIDE_PENDING),
    sideName(match, 2) ?? i18n.t(SIDE_PENDING),
  ];
  const games = gamesFromDraft(draft, setCount, inputMax);

  /** Once the score's errors show, they follow every change (and a leave makes them show). */
  const recheck = () => {
    // getFieldState reads the touch this very event made; formState is the last render's.
    const isTouched = (['draft', 'setCount'] as const).some(
      (name) => form.getFieldState(name).isTouched,
    );
    if (form.formState.isSubmitted || isTouched) void form.trigger();
  };
  const edit = (game: number, side: 0 | 1, text: string) => {
    if (!isAcceptedPoints(text, inputMax)) return;
    form.setValue(`draft.${game}.${side}`, text, { shouldDirty: true });
    recheck();
  };
  const normalize = (game: number, side: 0 | 1) => {
    const text = form.getValues(`draft.${game}.${side}`);
    form.setValue(`draft.${game}.${side}`, String(toPoints(text, inputMax)), { shouldTouch: true });
    recheck();
  };
  const chooseSetCount = (count: number) => {
    form.setValue('setCount', count, { shouldTouch: true });
    recheck();
  };

  const send = (values: ScoreFormOutput, confirmCascade: boolean) =>
    update.mutate(
      {
        matchId: match.id,
        input: {
          score: values.score,
          version: baseVersion,
          // The server changes a completed result only when the score says it is a correction.
          ...(isCorrection && { isCorrection: true }),
          ...(confirmCascade && { confirmCascade: true }),
        },
      },
      {
        onSuccess: ({ message }) => {
          toast.success(i18n.t(message));
          onClose();
        },
        onError: (error) => {
          if (!confirmCascade && isCascadeQuestion(error)) {
            setCascade({ question: error.serverMessage ?? error.message, score: values });
            return;
          }
          setCascade(null);
          toast.error(failureMessage(error));
        },
      },
    );

  const onSubmit = form.handleSubmit((values) => send(values, false));

  return (
    <Modal
      isOpen
      title={isCorrection ? i18n.t('Correct Match Score') : i18n.t('Update Match Score')}
      size="md"
      onClose={onClose}
      isDismissDisabled={update.isPending}
    >
      <form onSubmit={onSubmit} noValidate>
        <p className="text-sm text-slate-600">
          {richText(
            i18n.t(
              '{round}: <side>{name1}</side> v <side>{name2}</side>. Games to {points}, win by {winBy}, {bestOf}, {scoring}.',
              {
                round: roundLabel,
                name1: names[0],
                name2: names[1],
                points: format.pointsToWin,
                winBy: format.winBy,
                bestOf: bestOfText(format),
                scoring:
                  format.scoring === 'rally' ? i18n.t('rally scoring') : i18n.t('side-out scoring'),
              },
            ),
            { side: (name) => <span className="font-semibold text-slate-900">{name}</span> },
          )}
        </p>
        <div className="mt-1">
          <ScoringGuideButton format={format} />
        </div>
        {isCorrection && (
          <div className="mt-3">
            <Alert tone="info">
              {i18n.t(
                'This match is completed. Saving a new score corrects its result: a new winner moves on in their place, and ratings are recalculated from this match on.',
              )}
            </Alert>
          </div>
        )}
        <MatchScoreInputs
          format={format}
          names={names}
          draft={draft}
          setCount={setCount}
          games={games}
          inputMax={inputMax}
          onSetCount={chooseSetCount}
          onEdit={edit}
          onNormalize={normalize}
        />
        <ScoreFeedback
          games={playedGames(games)}
          messages={messages}
          format={format}
          names={names}
          isCorrection={isCorrection}
          needsConfirmation={needsConfirmation}
        />
        {isKeeper && !isCorrection && <RetirementButton match={match} onDone={onClose} />}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            {i18n.t('Cancel')}
          </Button>
          <Button type="submit" isLoading={update.isPending} disabled={messages.length > 0}>
            {update.isPending
              ? i18n.t('Saving...')
              : isCorrection
                ? i18n.t('Save Correction')
                : i18n.t('Save Score')}
          </Button>
        </div>
      </form>
      {cascade && (
        <ConfirmDialog
          title={i18n.t('Reset later matches?')}
          confirmLabel={i18n.t('Reset and correct')}
          busyLabel={i18n.t('Saving...')}
          isBusy={update.isPending}
          onConfirm={() => send(cascade.score, true)}
          onClose={() => setCascade(null)}
        >
          <p>{cascade.question}</p>
        </ConfirmDialog>
      )}
    </Modal>
  );
}
