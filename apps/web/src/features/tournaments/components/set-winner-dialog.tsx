import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import {
  MATCH_MESSAGES,
  setWinnerInputSchema,
  type SetWinnerInput,
} from '@courtside/shared/api/match';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { plainText } from '@courtside/shared/validation/plain-text';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useSetTournamentWinner } from '@/features/tournaments/api/set-winner';
import { isTeamType } from '@/lib/tournaments/labels';
import { ApiError, failureReason } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { i18n } from '@/lib/i18n';

/** Either a participant, or a name (the server's rules) with an optional partner. */
const winnerFormSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('participant'),
    winnerId: z.string().min(1, MATCH_MESSAGES.winnerRequired),
    winnerName: z.string(),
    winnerPartner: z.string(),
  }),
  z.object({
    mode: z.literal('custom'),
    winnerId: z.string(),
    winnerName: plainText({
      required: MATCH_MESSAGES.winnerNameRequired,
      max: 100,
      tooLong: /*i18n*/ 'At most 100 characters',
    }),
    winnerPartner: setWinnerInputSchema.shape.winnerPartner,
  }),
]);
type FormInput = z.input<typeof winnerFormSchema>;
type Mode = FormInput['mode'];
const FIELDS = ['winnerId', 'winnerName', 'winnerPartner'];

/** The entrants a winner is picked from: the players in singles, the teams otherwise. */
function entrantOptions(t: TournamentDetail) {
  if (isTeamType(t.type)) {
    return t.teams.map((team) => ({
      value: team.id,
      label: `${team.name} (${team.players.map((p) => p.name).join(' & ')})`,
    }));
  }
  return t.participants.map((p) => ({ value: p.userId, label: p.user.name }));
}

/**
 * 'Set Tournament Winner' (spec sections 4 and 5, the owner once started): a
 * participant (a team in doubles and mixed), or a custom name with an optional
 * partner for doubles and mixed. Setting it completes the tournament.
 */
export function SetWinnerDialog({
  tournament: t,
  onClose,
}: {
  tournament: TournamentDetail;
  onClose: () => void;
}) {
  const options = entrantOptions(t);
  const hasTeams = isTeamType(t.type);
  const setWinner = useSetTournamentWinner(t.id);
  const form = useForm<FormInput, unknown, z.output<typeof winnerFormSchema>>({
    resolver: zodResolver(winnerFormSchema),
    defaultValues: {
      mode: options.length > 0 ? 'participant' : 'custom',
      winnerId: '',
      winnerName: '',
      winnerPartner: '',
    },
  });
  const { errors } = form.formState;
  const mode = useWatch({ control: form.control, name: 'mode' });

  const onSubmit = form.handleSubmit((values) => {
    let input: SetWinnerInput;
    if (values.mode === 'participant') {
      input = { winnerId: values.winnerId };
    } else {
      const partner = hasTeams ? values.winnerPartner : '';
      input = { winnerName: values.winnerName, ...(partner && { winnerPartner: partner }) };
    }
    setWinner.mutate(input, {
      onSuccess: ({ message }) => {
        toast.success(i18n.t(message));
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && FIELDS.some((field) => field in error.fieldErrors)) {
          applyFieldErrors(error, FIELDS, form.setError);
          return;
        }
        toast.error(failureReason(error, i18n.t('Failed to set tournament winner')));
      },
    });
  });

  const choice = (value: Mode, label: string) => (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800">
      <input
        type="radio"
        value={value}
        {...form.register('mode', { onChange: () => form.clearErrors() })}
        className="h-4 w-4 accent-brand-700"
      />
      {label}
    </label>
  );

  return (
    <Modal
      isOpen
      title={i18n.t('Set Tournament Winner')}
      size="md"
      onClose={onClose}
      isDismissDisabled={setWinner.isPending}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <p className="text-sm text-slate-600">
          {i18n.t('Setting the winner completes {name}: no more scores can change.', {
            name: t.name,
          })}
        </p>
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">{i18n.t('Winner')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-6">
            {choice('participant', hasTeams ? i18n.t('A team') : i18n.t('A participant'))}
            {choice('custom', i18n.t('Another name'))}
          </div>
        </fieldset>
        {mode === 'participant' ? (
          <SelectField
            label={hasTeams ? i18n.t('Winning team') : i18n.t('Winning participant')}
            options={[{ value: '', label: i18n.t('Select a winner') }, ...options]}
            error={errors.winnerId?.message}
            {...form.register('winnerId')}
          />
        ) : (
          <>
            <TextField
              label={i18n.t('Winner Name')}
              maxLength={100}
              error={errors.winnerName?.message}
              {...form.register('winnerName')}
            />
            {hasTeams && (
              <TextField
                label={i18n.t('Partner Name (optional)')}
                maxLength={100}
                error={errors.winnerPartner?.message}
                {...form.register('winnerPartner')}
              />
            )}
          </>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={setWinner.isPending}>
            {i18n.t('Cancel')}
          </Button>
          <Button type="submit" isLoading={setWinner.isPending}>
            {setWinner.isPending ? i18n.t('Saving...') : i18n.t('Set Winner')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
