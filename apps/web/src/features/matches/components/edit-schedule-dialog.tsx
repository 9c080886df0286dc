import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { MATCH_MESSAGES, matchDetailsInputSchema, type Match } from '@courtside/shared/api/match';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useUpdateMatchSchedule } from '@/features/matches/api/match-schedule';
import { ApiError, failureReason } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { dateTimeInputToIso, isoToDateTimeInput } from '@/lib/venue-time-input';
import { i18n } from '@/lib/i18n';

/** The server's start-time rule on the venue's wall-clock time; the court is one of the select's. */
const scheduleFormSchema = z.object({
  startTime: matchDetailsInputSchema.shape.startTime,
  courtId: z.string(),
});
type FormInput = z.input<typeof scheduleFormSchema>;
const FIELDS = ['startTime', 'courtId'];

interface EditScheduleDialogProps {
  tournament: TournamentDetail;
  match: Match;
  /** 'Final · Kim Lobber v Lee Volley': which match is being moved. */
  matchLabel: string;
  onClose: () => void;
}

/**
 * 'Edit Match Schedule' (spec section 2, the owner): a start time and a court
 * of the tournament. The server refuses a clash (a court or an entrant busy, or
 * too little rest) with 409 naming the other match; that reason stays in the
 * dialog so the organizer can pick another time or court.
 */
export function EditScheduleDialog({
  tournament,
  match,
  matchLabel,
  onClose,
}: EditScheduleDialogProps) {
  const form = useForm<FormInput>({
    resolver: zodResolver(scheduleFormSchema),
    defaultValues: {
      startTime: isoToDateTimeInput(match.startTime, match.timeZone),
      courtId: match.courtId ?? '',
    },
  });
  const { errors } = form.formState;
  const [refusal, setRefusal] = useState<string | null>(null);
  const update = useUpdateMatchSchedule(tournament.id);
  const courts = [
    { value: '', label: i18n.t('No court') },
    ...tournament.courts.map((court) => ({
      value: court.id,
      label: court.location ? `${court.name} (${court.location})` : court.name,
    })),
  ];

  const onSubmit = form.handleSubmit(({ startTime, courtId }) => {
    setRefusal(null);
    update.mutate(
      {
        matchId: match.id,
        startTime: dateTimeInputToIso(startTime, match.timeZone),
        courtId: courtId || null,
      },
      {
        onSuccess: (message) => {
          toast.success(i18n.t(message));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && FIELDS.some((field) => field in error.fieldErrors)) {
            applyFieldErrors(error, FIELDS, form.setError);
            return;
          }
          const reason = failureReason(error, i18n.t(MATCH_MESSAGES.detailsFailed));
          // A clash or a locked schedule is an answer to act on here, not a passing toast.
          if (error instanceof ApiError && error.status === 409) setRefusal(reason);
          else toast.error(reason);
        },
      },
    );
  });

  return (
    <Modal
      isOpen
      title={i18n.t('Edit Match Schedule')}
      size="md"
      onClose={onClose}
      isDismissDisabled={update.isPending}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <p className="text-sm text-slate-600">{matchLabel}</p>
        <TextField
          label={i18n.t('Start Time')}
          type="datetime-local"
          required
          hint={
            match.timeZone ? i18n.t('Venue time ({zone})', { zone: match.timeZone }) : undefined
          }
          error={errors.startTime?.message}
          {...form.register('startTime')}
        />
        <SelectField
          label={i18n.t('Court')}
          options={courts}
          error={errors.courtId?.message}
          {...form.register('courtId')}
        />
        {refusal && <Alert tone="error">{refusal}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            {i18n.t('Cancel')}
          </Button>
          <Button type="submit" isLoading={update.isPending}>
            {update.isPending ? i18n.t('Saving...') : i18n.t('Save Schedule')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
