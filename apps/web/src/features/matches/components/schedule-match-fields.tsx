import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import type { TournamentDetail, TournamentSummary } from '@courtside/shared/api/tournament';
import { Alert } from '@/components/ui/alert';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { isTeamType } from '@/lib/tournaments/labels';
import {
  isMissingError,
  type ScheduleMatchBody,
  type ScheduleMatchFormValues,
} from './schedule-match-form';
import { i18n } from '@/lib/i18n';

type Form = UseFormReturn<ScheduleMatchFormValues, unknown, ScheduleMatchBody>;

/** The entrants a match is between: players in singles, teams in doubles and mixed. */
function entrantsOf(tournament: TournamentDetail): SelectOption[] {
  return isTeamType(tournament.type)
    ? tournament.teams.map((team) => ({ value: team.id, label: team.name }))
    : tournament.participants.map((p) => ({ value: p.userId, label: p.user.name }));
}

interface ScheduleMatchFieldsProps {
  form: Form;
  /** The organizer's upcoming and ongoing tournaments; undefined while they load. */
  tournaments: TournamentSummary[] | undefined;
  /** The chosen tournament; undefined while none is chosen or it loads. */
  tournament: TournamentDetail | undefined;
}

/**
 * Tournament, Player 1, Player 2, Date and Time, Court Name (Optional). The
 * two player choices exclude each other; a missing field is marked, with the
 * form's one 'Please fill in all required fields' above.
 */
export function ScheduleMatchFields({ form, tournaments, tournament }: ScheduleMatchFieldsProps) {
  const { errors } = form.formState;
  const [tournamentId, player1Id, player2Id] = useWatch({
    control: form.control,
    name: ['tournamentId', 'player1Id', 'player2Id'],
  });
  const entrants = tournament ? entrantsOf(tournament) : [];
  const arePlayersLoading = tournamentId !== '' && !tournament;
  const playerPlaceholder = (n: number) =>
    tournamentId === ''
      ? i18n.t('Choose a tournament first')
      : arePlayersLoading
        ? i18n.t('Loading players...')
        : i18n.t('Select player {n}', { n });

  // The field's own message, unless it is the missing-field one the form says once.
  const fieldError = (name: keyof ScheduleMatchFormValues) => {
    const message = errors[name]?.message;
    return isMissingError(message) ? undefined : message;
  };
  const isInvalid = (name: keyof ScheduleMatchFormValues) => (errors[name] ? true : undefined);

  const tournamentField = form.register('tournamentId', {
    // Entrants belong to one tournament: a new tournament clears both choices.
    onChange: () => {
      form.setValue('player1Id', '');
      form.setValue('player2Id', '');
    },
  });

  return (
    <>
      {tournaments?.length === 0 && (
        <Alert tone="info">
          {i18n.t('You have no upcoming or ongoing tournaments to schedule a match in.')}
        </Alert>
      )}
      <SelectField
        label={i18n.t('Tournament')}
        disabled={!tournaments || tournaments.length === 0}
        options={[
          {
            value: '',
            label: tournaments ? i18n.t('Select a tournament') : i18n.t('Loading tournaments...'),
          },
          ...(tournaments ?? []).map((t) => ({ value: t.id, label: t.name })),
        ]}
        error={fieldError('tournamentId')}
        aria-invalid={isInvalid('tournamentId')}
        {...tournamentField}
      />
      {tournament && entrants.length < 2 && (
        <Alert tone="info">
          {isTeamType(tournament.type)
            ? i18n.t('This tournament has fewer than two teams yet.')
            : i18n.t('This tournament has fewer than two players yet.')}
        </Alert>
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label={i18n.t('Player 1')}
          disabled={entrants.length === 0}
          options={[
            { value: '', label: playerPlaceholder(1) },
            ...entrants.filter((e) => e.value !== player2Id),
          ]}
          error={fieldError('player1Id')}
          aria-invalid={isInvalid('player1Id')}
          {...form.register('player1Id')}
        />
        <SelectField
          label={i18n.t('Player 2')}
          disabled={entrants.length === 0}
          options={[
            { value: '', label: playerPlaceholder(2) },
            ...entrants.filter((e) => e.value !== player1Id),
          ]}
          error={fieldError('player2Id')}
          aria-invalid={isInvalid('player2Id')}
          {...form.register('player2Id')}
        />
      </div>
      <TextField
        label={i18n.t('Date and Time')}
        type="datetime-local"
        hint={tournament ? i18n.t('Venue time ({zone})', { zone: tournament.timeZone }) : undefined}
        error={fieldError('startTime')}
        aria-invalid={isInvalid('startTime')}
        {...form.register('startTime')}
      />
      <TextField
        label={i18n.t('Court Name (Optional)')}
        autoComplete="off"
        maxLength={60}
        error={fieldError('courtName')}
        {...form.register('courtName')}
      />
    </>
  );
}
