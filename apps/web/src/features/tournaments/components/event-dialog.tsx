import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { TournamentEvent } from '@courtside/shared/api/event';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { TOURNAMENT_DEFAULTS } from '@courtside/shared/constants';
import {
  createEventInputSchema,
  updateEventInputSchema,
  type CreateEventData,
} from '@courtside/shared/validation/event';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useCreateEvent, useUpdateEvent } from '@/features/tournaments/api/events';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { statusOf } from '@/lib/tournaments/labels';
import {
  TournamentFormFields,
  courtIdsOf,
  type TournamentFormValues,
} from './tournament-form-fields';

export type EventDialogMode =
  | { kind: 'add' }
  | { kind: 'copy'; source: TournamentEvent }
  | { kind: 'edit'; event: TournamentEvent };

// The form holds the tournament form's values; the schema keeps the event's own fields.
type EventResolver = Resolver<TournamentFormValues, unknown, CreateEventData>;
const withCourtIds =
  (resolver: EventResolver): EventResolver =>
  (values, context, options) =>
    resolver({ ...values, courtIds: courtIdsOf(values.courtIds) }, context, options);
const createResolver = withCourtIds(
  zodResolver(createEventInputSchema) as unknown as EventResolver,
);
const updateResolver = withCourtIds(
  zodResolver(updateEventInputSchema) as unknown as EventResolver,
);

/** The tournament form's values the event fields need; venue fields are the tournament's. */
function eventValues(
  tournament: TournamentDetail,
  source: TournamentEvent | null,
  name: string,
): TournamentFormValues {
  const s = source;
  return {
    name,
    description: s?.description ?? '',
    category: s?.category ?? TOURNAMENT_DEFAULTS.category,
    type: s?.type ?? TOURNAMENT_DEFAULTS.type,
    format: s?.format ?? TOURNAMENT_DEFAULTS.format,
    startDate: tournament.startDate,
    endDate: tournament.endDate ?? '',
    timeZone: tournament.timeZone,
    location: tournament.location,
    maxParticipants: s?.maxParticipants ?? TOURNAMENT_DEFAULTS.maxParticipants,
    entryFee: s?.entryFee ?? tournament.entryFee,
    prizePool: s?.prizePool ?? TOURNAMENT_DEFAULTS.prizePool,
    numGroups: s?.numGroups ?? TOURNAMENT_DEFAULTS.numGroups,
    knockoutEnabled: s?.knockoutEnabled ?? false,
    advanceCount: s?.advanceCount ?? TOURNAMENT_DEFAULTS.advanceCount,
    scoringFormat: s?.scoringFormat ?? tournament.scoringFormat,
    scoringSystem: s?.scoringSystem ?? tournament.scoringSystem,
    hasBronzeMatch: s?.hasBronzeMatch ?? TOURNAMENT_DEFAULTS.hasBronzeMatch,
    grandFinalReset: s?.grandFinalReset ?? TOURNAMENT_DEFAULTS.grandFinalReset,
    courtCount: tournament.courtCount,
    restMinutes: tournament.restMinutes,
    scoreConfirmation: s?.scoreConfirmation ?? tournament.scoreConfirmation,
    confirmationMinutes: s?.confirmationMinutes ?? tournament.confirmationMinutes,
    minRating: s?.minRating ?? null,
    maxRating: s?.maxRating ?? null,
    minAge: s?.minAge ?? null,
    maxAge: s?.maxAge ?? null,
    eventDay: s?.eventDay ?? null,
    eventStartTime: s?.eventStartTime ?? null,
    courtIds: s?.courtIds ?? [],
  };
}

const TITLES = {
  add: /*i18n*/ 'Add Event',
  copy: /*i18n*/ 'Copy Event',
  edit: /*i18n*/ 'Edit Event',
} as const;

/**
 * Add, copy or edit an event (decision 034) with the tournament form's own fields, less the
 * venue's (the tournament's), plus the event's eligibility, day, start time and courts.
 */
export function EventDialog({
  tournament,
  mode,
  onClose,
  onSaved,
}: {
  /** The tournament (its first event's detail): its courts and defaults. */
  tournament: TournamentDetail;
  mode: EventDialogMode;
  onClose: () => void;
  /** With the saved event's id: the page shows it. */
  onSaved: (eventId: string) => void;
}) {
  const editing = mode.kind === 'edit' ? mode.event : null;
  const source = mode.kind === 'copy' ? mode.source : editing;
  const create = useCreateEvent(tournament.id);
  const update = useUpdateEvent(tournament.id, editing?.id ?? '');
  const mutation = editing ? update : create;
  const [formError, setFormError] = useState<string | null>(null);
  const defaultValues = eventValues(
    tournament,
    source,
    mode.kind === 'copy'
      ? i18n.t('{name} (copy)', { name: mode.source.name })
      : (editing?.name ?? ''),
  );
  const form = useForm<TournamentFormValues, unknown, CreateEventData>({
    resolver: editing ? updateResolver : createResolver,
    defaultValues,
  });

  const onSubmit = form.handleSubmit((data) => {
    setFormError(null);
    const input = mode.kind === 'copy' ? { ...data, copyOf: mode.source.id } : data;
    const onError = (error: unknown) => {
      const unplaced = applyFieldErrors(error, Object.keys(defaultValues), form.setError);
      const message =
        error instanceof ApiError
          ? i18n.t(error.message)
          : i18n.t('Could not save the event. Please try again.');
      setFormError(unplaced.length > 0 ? unplaced.join(' ') : message);
      toast.error(message);
    };
    const onSuccess = ({ id }: { id: string }, message: string) => {
      toast.success(i18n.t(message));
      onSaved(id);
      onClose();
    };
    if (editing) {
      update.mutate(data, { onSuccess: (e) => onSuccess(e, i18n.t('Event updated')), onError });
    } else {
      create.mutate(input, { onSuccess: (e) => onSuccess(e, i18n.t('Event added')), onError });
    }
  });

  return (
    <Modal isOpen title={i18n.t(TITLES[mode.kind])} size="xl" onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {formError && <Alert tone="error">{formError}</Alert>}
        <p className="text-sm text-slate-600">
          {i18n.t(
            "The venue, dates, time zone and courts are the tournament's: every event shares them. An event may be limited to some of the courts.",
          )}
        </p>
        {editing?.isFirst && (
          // The tournament's row is also its first event (decision 039): say which name this is.
          <p className="text-sm text-slate-600">
            {i18n.t(
              'This names the first event only. The tournament keeps its name, “{name}”: rename it with Edit Tournament.',
              { name: tournament.name },
            )}
          </p>
        )}
        <TournamentFormFields
          form={form}
          minParticipants={2}
          isStructureLocked={editing ? statusOf(editing.status) !== 'upcoming' : false}
          event={{ courts: tournament.courts }}
        />
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {i18n.t('Cancel')}
          </Button>
          <Button type="submit" isLoading={mutation.isPending}>
            {mutation.isPending
              ? i18n.t('Saving...')
              : editing
                ? i18n.t('Save Changes')
                : i18n.t('Add Event')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
