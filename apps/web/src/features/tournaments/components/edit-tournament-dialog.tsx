import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { TOURNAMENT_MESSAGES, type TournamentDetail } from '@courtside/shared/api/tournament';
import {
  DEFAULT_RULES_HTML,
  EDIT_DEFAULT_FORMAT,
  EDIT_MIN_PARTICIPANTS,
} from '@courtside/shared/constants';
import {
  editTournamentFormSchema,
  type UpdateTournamentData,
} from '@courtside/shared/validation/tournament';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Modal } from '@/components/ui/modal';
import { useUpdateTournament } from '@/features/tournaments/api/update-tournament';
import { statusOf } from '@/lib/tournaments/labels';
import { isRulesEmpty, sanitizeRules } from '@/features/tournaments/lib/rules';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { richText } from '@/lib/i18n/rich-text';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { RulesEditor } from './rules-editor';
import { TournamentFormFields, type TournamentFormValues } from './tournament-form-fields';

// See create-tournament-modal: the form's values type is wider than the schema's input.
const resolver = zodResolver(editTournamentFormSchema) as unknown as Resolver<
  TournamentFormValues,
  unknown,
  UpdateTournamentData
>;

/** Spec section 9: format falls back to round-robin, and empty rules start from the defaults. */
export function editDefaults(t: TournamentDetail): TournamentFormValues {
  return {
    name: t.name,
    description: t.description ?? '',
    category: t.category,
    type: t.type,
    format: t.format ?? EDIT_DEFAULT_FORMAT,
    // Calendar days already, as a date input wants them (decision 017).
    startDate: t.startDate,
    endDate: t.endDate ?? '',
    timeZone: t.timeZone,
    location: t.location,
    maxParticipants: t.maxParticipants,
    entryFee: t.entryFee,
    prizePool: t.prizePool,
    numGroups: t.numGroups,
    knockoutEnabled: t.knockoutEnabled,
    advanceCount: t.advanceCount,
    scoringFormat: t.scoringFormat,
    scoringSystem: t.scoringSystem,
    hasBronzeMatch: t.hasBronzeMatch,
    grandFinalReset: t.grandFinalReset,
    courtCount: t.courtCount,
    restMinutes: t.restMinutes,
    scoreConfirmation: t.scoreConfirmation,
    confirmationMinutes: t.confirmationMinutes,
    rules: isRulesEmpty(t.rules) ? DEFAULT_RULES_HTML : (t.rules ?? ''),
    isPublic: t.isPublic,
    closingTime: t.closingTime ?? null,
    maxEventsPerPlayer: t.maxEventsPerPlayer ?? null,
  };
}

/** The Edit Tournament dialog: the whole form, sent as one PUT. */
export function EditTournamentDialog({
  tournament: t,
  hasEvents = false,
  onClose,
}: {
  tournament: TournamentDetail;
  /** Two or more events: the venue's limit on events per player is offered (issue 26). */
  hasEvents?: boolean;
  onClose: () => void;
}) {
  const update = useUpdateTournament(t.id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TournamentFormValues, unknown, UpdateTournamentData>({
    resolver,
    defaultValues: editDefaults(t),
  });

  const onSubmit = form.handleSubmit((data) => {
    setFormError(null);
    // The server refuses this too; saying it here saves a round trip.
    if (data.maxParticipants !== undefined && data.maxParticipants < t.currentParticipants) {
      form.setError('maxParticipants', {
        message: i18n.t(
          'Max participants cannot be below the {count} players already registered.',
          { count: t.currentParticipants },
        ),
      });
      return;
    }
    // Rules go out only when the organizer edited them here: the pre-filled defaults of a
    // tournament without rules are never published by a save about something else.
    const { rules, closingTime, maxEventsPerPlayer, ...rest } = data;
    const isRulesEdited = rules !== form.formState.defaultValues?.rules;
    // The venue's closing time and events limit go out when set or changed: the spec's edit of a
    // tournament that has neither sends what it always sent.
    const defaults = editDefaults(t);
    const input: UpdateTournamentData = {
      ...rest,
      ...(closingTime !== defaults.closingTime && { closingTime }),
      ...(maxEventsPerPlayer !== defaults.maxEventsPerPlayer && { maxEventsPerPlayer }),
      endDate: data.endDate || null,
      ...(isRulesEdited && { rules: isRulesEmpty(rules) ? '' : sanitizeRules(rules ?? '') }),
    };
    update.mutate(input, {
      onSuccess: () => {
        toast.success(i18n.t(TOURNAMENT_MESSAGES.updated));
        onClose();
      },
      onError: (error) => {
        const unplaced = applyFieldErrors(error, Object.keys(editDefaults(t)), form.setError);
        if (unplaced.length > 0) setFormError(unplaced.join(' '));
        const isExplained =
          error instanceof ApiError && (error.status === 409 || error.status === 422);
        toast.error(i18n.t(isExplained ? error.message : TOURNAMENT_MESSAGES.updateFailed));
        if (isExplained && error.status === 409 && !error.field)
          setFormError(i18n.t(error.message));
      },
    });
  });

  return (
    <Modal isOpen title={i18n.t('Edit Tournament')} size="xl" onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {formError && <Alert tone="error">{formError}</Alert>}
        <TournamentFormFields
          form={form}
          minParticipants={EDIT_MIN_PARTICIPANTS}
          isStructureLocked={statusOf(t.status) !== 'upcoming'}
          offersEventLimit={hasEvents}
        />
        <Checkbox
          label={
            <>
              {richText(
                i18n.t(
                  '<title>Public page</title>: anyone with the link can follow this tournament live at {address}, signed in or not (no emails are shown).',
                  { address: `/t/${t.id}` },
                ),
                { title: (label) => <span className="font-medium text-slate-900">{label}</span> },
              )}
            </>
          }
          error={form.formState.errors.isPublic?.message}
          {...form.register('isPublic')}
        />
        <Controller
          control={form.control}
          name="rules"
          render={({ field, fieldState }) => (
            <div>
              {isRulesEmpty(t.rules) && (
                <div className="mb-2">
                  <Alert tone="info">
                    {i18n.t(
                      'This tournament has no rules yet, so the standard rules are filled in below as a start. They are published to every participant only if you edit them here; saving other changes leaves the tournament without rules.',
                    )}
                  </Alert>
                </div>
              )}
              <RulesEditor
                label={i18n.t('Rules')}
                defaultValue={field.value ?? ''}
                onChange={field.onChange}
              />
              {fieldState.error && (
                <p role="alert" className="mt-1 text-sm text-red-600">
                  {fieldState.error.message}
                </p>
              )}
            </div>
          )}
        />
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {i18n.t('Cancel')}
          </Button>
          <Button type="submit" isLoading={update.isPending}>
            {update.isPending ? i18n.t('Saving...') : i18n.t('Save Changes')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
