import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { MATCH_MESSAGES, type Match } from '@courtside/shared/api/match';
import { SPECIAL_RESULT_KINDS } from '@courtside/shared/domain/competition/statuses';
import { specialResultName } from '@/components/special-result-label';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import {
  specialResultFormSchema,
  useRecordSpecialResult,
  type SpecialResultForm,
} from '@/features/matches/api/record-special-result';
import { ApiError, failureReason } from '@/lib/api-error';
import { SIDE_PENDING, sideId, sideName } from '@/lib/match-sides';
import { i18n } from '@/lib/i18n';

/** At render: the labels in the page's language. */
const kindOptions = () => [
  { value: '', label: i18n.t('Choose...') },
  ...SPECIAL_RESULT_KINDS.map((kind) => ({ value: kind, label: specialResultName(kind) })),
];

const reasonOf = (error: unknown) =>
  error instanceof ApiError
    ? (error.fieldErrors.games ?? error.fieldErrors.winner ?? failureReason(error, ''))
    : i18n.t(MATCH_MESSAGES.scoreFailed);

/**
 * Special Result (the owner; decision 024): completes the match as a walkover,
 * retirement, forfeit or disqualification won by the chosen side. The server scores
 * it per the rulebook from the games entered so far. On a completed match it
 * corrects the result, asking first when later matches that started would reset.
 */
export function SpecialResultPanel({ match, onDone }: { match: Match; onDone: () => void }) {
  const record = useRecordSpecialResult(match.tournamentId);
  const [cascade, setCascade] = useState<{ question: string; values: SpecialResultForm } | null>(
    null,
  );
  const form = useForm<SpecialResultForm>({
    resolver: zodResolver(specialResultFormSchema),
    defaultValues: { kind: '' as SpecialResultForm['kind'], winner: '' },
  });
  const errors = form.formState.errors;
  const isCompleted = match.status === 'completed';

  const send = (values: SpecialResultForm, confirmCascade: boolean) =>
    // The promise, not mutate's callbacks: the match's live update can change the panel before
    // the answer, and an unmounted mutation's callbacks never run.
    void record
      .mutateAsync({
        matchId: match.id,
        input: { ...values, version: match.version, ...(confirmCascade && { confirmCascade }) },
      })
      .then(
        ({ message }) => {
          toast.success(i18n.t(message));
          onDone();
        },
        (error: unknown) => {
          if (!confirmCascade && error instanceof ApiError && error.field === 'confirmCascade') {
            setCascade({ question: error.serverMessage ?? error.message, values });
            return;
          }
          setCascade(null);
          toast.error(reasonOf(error));
        },
      );

  return (
    <form onSubmit={form.handleSubmit((values) => send(values, false))} noValidate>
      <p className="text-sm text-slate-600">
        {i18n.t(
          'A no-show or withdrawal (walkover), a retirement, a forfeit or a disqualification. The score is recorded as the rulebook says: the games played so far stand and the winner is credited the rest.',
        )}
      </p>
      {isCompleted && (
        <div className="mt-3">
          <Alert tone="info">
            {i18n.t('This match is completed: saving corrects its result.')}
          </Alert>
        </div>
      )}
      <div className="mt-4 space-y-4">
        <SelectField
          label={i18n.t('Kind of result')}
          options={kindOptions()}
          error={errors.kind?.message}
          {...form.register('kind')}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">{i18n.t('Winner')}</legend>
          <div className="mt-2 space-y-2">
            {([1, 2] as const).map((side) => (
              <label key={side} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  value={sideId(match, side) ?? ''}
                  {...form.register('winner')}
                  aria-describedby={errors.winner ? 'special-winner-error' : undefined}
                />
                {sideName(match, side) ?? i18n.t(SIDE_PENDING)}
              </label>
            ))}
          </div>
          {errors.winner && (
            <p id="special-winner-error" className="mt-1 text-sm text-red-700">
              {i18n.t(errors.winner.message ?? '')}
            </p>
          )}
        </fieldset>
      </div>
      <div className="mt-6 flex justify-end">
        <Button type="submit" isLoading={record.isPending}>
          {record.isPending ? i18n.t('Saving...') : i18n.t('Save Result')}
        </Button>
      </div>
      {cascade && (
        <ConfirmDialog
          title={i18n.t('Reset later matches?')}
          confirmLabel={i18n.t('Reset and correct')}
          busyLabel={i18n.t('Saving...')}
          isBusy={record.isPending}
          onConfirm={() => send(cascade.values, true)}
          onClose={() => setCascade(null)}
        >
          <p>{cascade.question}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
