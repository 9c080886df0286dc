import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { MATCH_MESSAGES, type Match } from '@courtside/shared/api/match';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useUpdateMatchSchedule } from '@/features/tournaments/api/match-schedule';
import { ApiError, failureReason } from '@/lib/api-error';
import { dateTimeInputToIso, isoToDateTimeInput } from './match-time';

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
  const [startTime, setStartTime] = useState(() =>
    isoToDateTimeInput(match.startTime, match.timeZone),
  );
  const [courtId, setCourtId] = useState(match.courtId ?? '');
  const [errors, setErrors] = useState<{ startTime?: string; courtId?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const update = useUpdateMatchSchedule(tournament.id);
  const courts = [
    { value: '', label: 'No court' },
    ...tournament.courts.map((court) => ({
      value: court.id,
      label: court.location ? `${court.name} (${court.location})` : court.name,
    })),
  ];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (!startTime) {
      setErrors({ startTime: MATCH_MESSAGES.scheduleFieldsRequired });
      return;
    }
    setErrors({});
    update.mutate(
      {
        matchId: match.id,
        startTime: dateTimeInputToIso(startTime, match.timeZone),
        courtId: courtId || null,
      },
      {
        onSuccess: (message) => {
          toast.success(message);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422 && error.fieldErrors) {
            const { startTime: timeError, courtId: courtError } = error.fieldErrors;
            if (timeError || courtError) {
              setErrors({ startTime: timeError, courtId: courtError });
              return;
            }
          }
          const reason = failureReason(error, MATCH_MESSAGES.detailsFailed);
          // A clash or a locked schedule is an answer to act on here, not a passing toast.
          if (error instanceof ApiError && error.status === 409) setRefusal(reason);
          else toast.error(reason);
        },
      },
    );
  };

  return (
    <Modal
      isOpen
      title="Edit Match Schedule"
      size="md"
      onClose={onClose}
      isDismissDisabled={update.isPending}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <p className="text-sm text-slate-600">{matchLabel}</p>
        <TextField
          label="Start Time"
          type="datetime-local"
          required
          hint={match.timeZone ? `Venue time (${match.timeZone})` : undefined}
          value={startTime}
          error={errors.startTime}
          onChange={(event) => setStartTime(event.target.value)}
        />
        <SelectField
          label="Court"
          options={courts}
          value={courtId}
          error={errors.courtId}
          onChange={(event) => setCourtId(event.target.value)}
        />
        {refusal && <Alert tone="error">{refusal}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" isLoading={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Schedule'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
