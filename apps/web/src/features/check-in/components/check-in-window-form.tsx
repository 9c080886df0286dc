import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { failureReason } from '@/lib/api-error';
import { useSaveCheckInWindow } from '@/features/check-in/api/check-in-window';

/** An ISO instant as a datetime-local value in the browser's zone ('2026-11-27T09:00'). */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * The organizer sets when check-in opens (decision 025), in their browser's time; clearing it
 * turns check-in off. It closes by itself when the tournament is completed.
 */
export function CheckInWindowForm({
  tournamentId,
  opensAt,
}: {
  tournamentId: string;
  opensAt: string | null;
}) {
  const [value, setValue] = useState(toLocalInput(opensAt));
  const [error, setError] = useState<string | undefined>();
  const save = useSaveCheckInWindow(tournamentId);
  const submit = (next: string | null) =>
    save.mutate(next, {
      onSuccess: () => toast.success(next ? 'Check-in time saved' : 'Check-in turned off'),
      onError: (e) => toast.error(failureReason(e, 'Failed to save the check-in time')),
    });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const date = new Date(value);
    if (!value || Number.isNaN(date.getTime())) {
      setError('Please enter a valid date and time');
      return;
    }
    setError(undefined);
    submit(date.toISOString());
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
      <TextField
        label="Check-in opens at"
        type="datetime-local"
        className="min-w-0 flex-1 sm:max-w-xs"
        value={value}
        error={error}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit" className="h-11" isLoading={save.isPending}>
        Save
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
          Turn off check-in
        </Button>
      )}
    </form>
  );
}
