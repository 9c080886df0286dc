import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Modal } from '@/components/ui/modal';
import { useTournament } from '@/lib/tournaments/get-tournament';
import { useScheduleMatch } from '@/features/matches/api/schedule-match';
import { useSchedulableTournaments } from '@/features/matches/api/schedule-match-tournaments';
import { ApiError, failureReason } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import {
  EMPTY_SCHEDULE_FORM,
  SCHEDULE_FIELDS,
  isMissingError,
  scheduleMatchResolver,
  type ScheduleMatchBody,
  type ScheduleMatchFormValues,
} from './schedule-match-form';
import { ScheduleMatchFields } from './schedule-match-fields';
import { i18n } from '@/lib/i18n';

/**
 * 'Schedule a New Match' (spec sections 2 and 5), for organizers: one of their
 * upcoming or ongoing tournaments, two of its entrants (players, or teams in
 * doubles), a date and time, an optional court. A clash or a tournament that
 * is not running (409/422) is shown on the form as the server words it.
 */
export function ScheduleMatchModal({ onClose }: { onClose: () => void }) {
  const organizerId = useAuthStore((s) => s.user?.id ?? '');
  const tournaments = useSchedulableTournaments(organizerId);
  const schedule = useScheduleMatch();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ScheduleMatchFormValues, unknown, ScheduleMatchBody>({
    resolver: scheduleMatchResolver,
    defaultValues: EMPTY_SCHEDULE_FORM,
  });
  const tournamentId = useWatch({ control: form.control, name: 'tournamentId' });
  const tournament = useTournament(tournamentId, { enabled: tournamentId !== '' });
  const hasDataFailed = tournaments.isError || (tournamentId !== '' && tournament.isError);
  // The time is typed at the chosen tournament's venue.
  const venueZone = tournaments.data?.find((t) => t.id === tournamentId)?.timeZone ?? '';
  useEffect(() => form.setValue('timeZone', venueZone), [form, venueZone]);

  useEffect(() => {
    if (hasDataFailed) toast.error(i18n.t(MATCH_MESSAGES.scheduleDataFailed));
  }, [hasDataFailed]);

  const onSubmit = form.handleSubmit((body) => {
    setFormError(null);
    schedule.mutate(body, {
      onSuccess: () => {
        toast.success(i18n.t(MATCH_MESSAGES.scheduled));
        onClose();
      },
      onError: (error) => {
        toast.error(failureReason(error, i18n.t(MATCH_MESSAGES.scheduleFailed)));
        if (!(error instanceof ApiError) || ![409, 422].includes(error.status ?? 0)) return;
        const unplaced = applyFieldErrors(error, SCHEDULE_FIELDS, form.setError);
        const isPlaced = Object.keys(error.fieldErrors).length > unplaced.length;
        if (unplaced.length > 0) setFormError(unplaced.join(' '));
        else if (!isPlaced) setFormError(error.serverMessage ?? error.message);
      },
    });
  });

  const retry = () => {
    if (tournaments.isError) void tournaments.refetch();
    if (tournament.isError) void tournament.refetch();
  };
  const isMissing = Object.values(form.formState.errors).some((e) => isMissingError(e?.message));

  return (
    <Modal
      isOpen
      title={i18n.t('Schedule a New Match')}
      size="md"
      onClose={onClose}
      isDismissDisabled={schedule.isPending}
    >
      {hasDataFailed ? (
        <LoadError
          title={i18n.t(MATCH_MESSAGES.scheduleDataFailed)}
          text={(tournaments.error ?? tournament.error)?.message}
          onRetry={retry}
          isRetrying={tournaments.isFetching || tournament.isFetching}
        />
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {isMissing && <Alert tone="error">{i18n.t(MATCH_MESSAGES.scheduleFieldsRequired)}</Alert>}
          {formError && <Alert tone="error">{formError}</Alert>}
          <ScheduleMatchFields
            form={form}
            tournaments={tournaments.data}
            tournament={tournamentId === '' ? undefined : tournament.data}
          />
          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={schedule.isPending}>
              {i18n.t('Cancel')}
            </Button>
            <Button type="submit" isLoading={schedule.isPending}>
              {schedule.isPending ? i18n.t('Scheduling...') : i18n.t('Schedule Match')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
