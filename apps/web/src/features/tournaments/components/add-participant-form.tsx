import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import {
  addParticipantInputSchema,
  TOURNAMENT_MESSAGES,
  type AddParticipantInput,
} from '@courtside/shared/api/tournament';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useAddParticipant } from '@/features/tournaments/api/add-participant';
import { ApiError, failureReason } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';

/**
 * The owner's add-participant control (spec section 5): name and email,
 * disabled when the tournament (or the event, of several) is full. A failure with no answer toasts the
 * spec's network message; a refusal the server explains is toasted with its
 * reason, and a 409 or 422 is also shown under the form.
 */
export function AddParticipantForm({
  tournamentId,
  isFull,
  isOneOfSeveral = false,
}: {
  tournamentId: string;
  isFull: boolean;
  /** An event of a tournament of several (its first too): the texts speak of the event. */
  isOneOfSeveral?: boolean;
}) {
  const add = useAddParticipant(tournamentId);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const form = useForm<AddParticipantInput>({
    resolver: zodResolver(addParticipantInputSchema),
    defaultValues: { name: '', email: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) => {
    setNotice(null);
    add.mutate(input, {
      onSuccess: ({ isInvited }) => {
        form.reset();
        if (isInvited) {
          toast.success(i18n.t('Invitation sent to {email}', { email: input.email }));
          setNotice({
            tone: 'success',
            text: i18n.t(
              '{name} has no Courtside account yet, so we emailed {email} an invitation. They take a place (or the waitlist, if full) when they accept it; no account is created until then.',
              { name: input.name, email: input.email },
            ),
          });
        } else {
          toast.success(i18n.t(TOURNAMENT_MESSAGES.participantAdded));
        }
      },
      onError: (error) => {
        toast.error(failureReason(error, i18n.t(TOURNAMENT_MESSAGES.addParticipantFailed)));
        if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
          const fieldMessages = Object.values(error.fieldErrors);
          const text = fieldMessages.length > 0 ? fieldMessages.join(' ') : error.serverMessage;
          if (text) setNotice({ tone: 'error', text });
        }
      },
    });
  });

  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-lg font-semibold text-slate-900">{i18n.t('Add Participant')}</h2>
      {isFull && (
        <p className="mt-1 text-sm text-slate-600">
          {isOneOfSeveral
            ? i18n.t(
                'This event is full. Raise Max Participants in Edit Event to add more players.',
              )
            : i18n.t(
                'This tournament is full. Raise Max Participants in Edit Tournament to add more players.',
              )}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-3 space-y-3">
        <fieldset disabled={isFull} className="grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">{i18n.t('New participant')}</legend>
          <TextField
            label={i18n.t('Player Name')}
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={i18n.t('Player Email')}
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...form.register('email')}
          />
        </fieldset>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <Button type="submit" size="sm" disabled={isFull} isLoading={add.isPending}>
          {!add.isPending && <UserPlus aria-hidden="true" className="h-4 w-4" />}
          {add.isPending ? i18n.t('Adding...') : i18n.t('Add Participant')}
        </Button>
      </form>
    </Card>
  );
}
