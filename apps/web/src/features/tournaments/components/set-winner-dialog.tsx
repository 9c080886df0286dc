import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { MATCH_MESSAGES, type SetWinnerInput } from '@courtside/shared/api/match';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useSetTournamentWinner } from '@/features/tournaments/api/set-winner';
import { isTeamType } from '@/features/tournaments/lib/labels';
import { ApiError, failureReason } from '@/lib/api-error';

type Mode = 'participant' | 'custom';
type Errors = { winnerId?: string; winnerName?: string; winnerPartner?: string };

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
  const [mode, setMode] = useState<Mode>(options.length > 0 ? 'participant' : 'custom');
  const [winnerId, setWinnerId] = useState('');
  const [winnerName, setWinnerName] = useState('');
  const [winnerPartner, setWinnerPartner] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const setWinner = useSetTournamentWinner(t.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    let input: SetWinnerInput;
    if (mode === 'participant') {
      if (!winnerId) return setErrors({ winnerId: MATCH_MESSAGES.winnerRequired });
      input = { winnerId };
    } else {
      const name = winnerName.trim();
      if (!name) return setErrors({ winnerName: MATCH_MESSAGES.winnerNameRequired });
      const partner = hasTeams ? winnerPartner.trim() : '';
      input = { winnerName: name, ...(partner && { winnerPartner: partner }) };
    }
    setErrors({});
    setWinner.mutate(input, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) {
          const { winnerId: id, winnerName: name, winnerPartner: partner } = error.fieldErrors;
          if (id || name || partner) {
            setErrors({ winnerId: id, winnerName: name, winnerPartner: partner });
            return;
          }
        }
        toast.error(failureReason(error, 'Failed to set tournament winner'));
      },
    });
  };

  const choice = (value: Mode, label: string) => (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800">
      <input
        type="radio"
        name="winner-mode"
        value={value}
        checked={mode === value}
        onChange={() => {
          setMode(value);
          setErrors({});
        }}
        className="h-4 w-4 accent-brand-700"
      />
      {label}
    </label>
  );

  return (
    <Modal
      isOpen
      title="Set Tournament Winner"
      size="md"
      onClose={onClose}
      isDismissDisabled={setWinner.isPending}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <p className="text-sm text-slate-600">
          Setting the winner completes {t.name}: no more scores can change.
        </p>
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Winner</legend>
          <div className="mt-1 flex flex-wrap gap-x-6">
            {choice('participant', hasTeams ? 'A team' : 'A participant')}
            {choice('custom', 'Another name')}
          </div>
        </fieldset>
        {mode === 'participant' ? (
          <SelectField
            label={hasTeams ? 'Winning team' : 'Winning participant'}
            options={[{ value: '', label: 'Select a winner' }, ...options]}
            value={winnerId}
            error={errors.winnerId}
            onChange={(event) => setWinnerId(event.target.value)}
          />
        ) : (
          <>
            <TextField
              label="Winner Name"
              value={winnerName}
              maxLength={100}
              error={errors.winnerName}
              onChange={(event) => setWinnerName(event.target.value)}
            />
            {hasTeams && (
              <TextField
                label="Partner Name (optional)"
                value={winnerPartner}
                maxLength={100}
                error={errors.winnerPartner}
                onChange={(event) => setWinnerPartner(event.target.value)}
              />
            )}
          </>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={setWinner.isPending}>
            Cancel
          </Button>
          <Button type="submit" isLoading={setWinner.isPending}>
            {setWinner.isPending ? 'Saving...' : 'Set Winner'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
