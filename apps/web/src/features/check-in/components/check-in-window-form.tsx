import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { failureReason } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { useSaveCheckInWindow } from '@/features/check-in/api/check-in-window';
import { dateTimeInputToIso, isoToDateTimeInput } from '@/lib/venue-time-input';

/**
 * The organizer sets when check-in opens (decision 025), at the venue's clock with its zone named
 * whatever the organizer's own zone; clearing it turns check-in off. It closes by itself when the
 * tournament is completed.
 */
export function CheckInWindowForm({
  tournamentId,
  opensAt,
  timeZone,
}: {
  tournamentId: string;
  opensAt: string | null;
  /** The venue's zone. */
  timeZone: string;
}) {
  const [value, setValue] = useState(isoToDateTimeInput(opensAt, timeZone));
  const [error, setError] = useState<string | undefined>();
  const save = useSaveCheckInWindow(tournamentId);
  const submit = (next: string | null) =>
    save.mutate(next, {
      onSuccess: () =>
        toast.success(next ? i18n.t('Check-in time saved') : i18n.t('Check-in turned off')),
      onError: (e) => toast.error(failureReason(e, i18n.t('Failed to save the check-in time'))),
    });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = dateTimeInputToIso(value, timeZone);
    if (!value || Number.isNaN(new Date(typed).getTime())) {
      setError(i18n.t('Please enter a valid date and time'));
      return;
    }
    setError(undefined);
    submit(typed);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
      <TextField
        label={i18n.t('Check-in opens at')}
        type="datetime-local"
        hint={i18n.t('Venue time ({zone})', { zone: timeZone })}
        className="min-w-0 flex-1 sm:max-w-xs"
        value={value}
        error={error}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit" className="h-11" isLoading={save.isPending}>
        {i18n.t('Save')}
      </Button>
      {opensAt && (
        <Button
          type="button"
          variant="outline"
          className="h-11"
          disabled={save.isPending}
          onClick={() => {
            setValue('');
            submit(null);
          }}
        >
          {i18n.t('Turn off check-in')}
        </Button>
      )}
    </form>
  );
}
