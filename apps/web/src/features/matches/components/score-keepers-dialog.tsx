import { UserMinus, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { TournamentScoreKeeper, UserSummary } from '@courtside/shared/api/match';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import {
  useChangeTournamentScoreKeeper,
  useTournamentScoreKeepers,
} from '@/features/matches/api/tournament-score-keepers';
import { failureReason } from '@/lib/api-error';
import { KeeperCombobox } from './keeper-combobox';

/** Spec section 8 toasts of the score keepers panel, shared by this dialog. */
const TEXTS = {
  loadFailed: 'Failed to load score keepers',
  addFailed: 'Failed to add score keeper',
  removeFailed: 'Failed to remove score keeper',
  chooseKeeper: 'Choose a person from the suggestions',
} as const;

const WHOLE_TOURNAMENT = '';

/** "Whole tournament" or the court's name. */
const scopeOf = (keeper: TournamentScoreKeeper) => keeper.courtName ?? 'Whole tournament';

/**
 * Score keepers named once for the whole tournament or one court (issue 27, decision 026), the
 * owner's: the list with Remove, and a person picked by name or email with a scope to add.
 * Keepers of one match stay in each match's Manage dialog (spec section 6).
 */
export function ScoreKeepersDialog({
  tournament,
  onClose,
}: {
  tournament: TournamentDetail;
  onClose: () => void;
}) {
  const keepers = useTournamentScoreKeepers(tournament.id);
  const add = useChangeTournamentScoreKeeper(tournament.id, 'post');
  const remove = useChangeTournamentScoreKeeper(tournament.id, 'delete');
  const [person, setPerson] = useState<UserSummary | null>(null);
  const [courtId, setCourtId] = useState(WHOLE_TOURNAMENT);
  const [personError, setPersonError] = useState<string | undefined>();
  // A new key empties the combobox once its choice was added.
  const [round, setRound] = useState(0);

  const scopes = [
    { value: WHOLE_TOURNAMENT, label: 'Whole tournament' },
    ...tournament.courts.map((court) => ({ value: court.id, label: court.name })),
  ];

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (!person) {
      setPersonError(TEXTS.chooseKeeper);
      return;
    }
    add.mutate(
      { userId: person.id, courtId: courtId || null },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setPerson(null);
          setRound((r) => r + 1);
        },
        onError: (error) => toast.error(failureReason(error, TEXTS.addFailed)),
      },
    );
  };
  const onRemove = (keeper: TournamentScoreKeeper) =>
    remove.mutate(
      { userId: keeper.user.id, courtId: keeper.courtId },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error(failureReason(error, TEXTS.removeFailed)),
      },
    );

  return (
    <Modal isOpen title="Score keepers" size="lg" onClose={onClose}>
      <div className="space-y-5">
        <p className="text-sm text-slate-600">
          A keeper starts the matches they keep and enters their scores, but not their schedule or
          settings. They get a mail, and find the matches under My Matches.
        </p>
        <section aria-labelledby="scoped-keepers-current">
          <h3 id="scoped-keepers-current" className="text-base font-semibold text-slate-900">
            Current keepers
          </h3>
          <div className="mt-2">
            {keepers.isPending ? (
              <Spinner label="Loading score keepers..." />
            ) : keepers.isError ? (
              <LoadError
                title={TEXTS.loadFailed}
                text={keepers.error.message}
                onRetry={() => void keepers.refetch()}
                isRetrying={keepers.isFetching}
              />
            ) : keepers.data.length === 0 ? (
              <p className="text-sm text-slate-600">
                No keepers for the tournament or its courts yet.
              </p>
            ) : (
              <ul
                aria-label="Current keepers"
                className="divide-y divide-slate-100 rounded-lg border border-slate-200"
              >
                {keepers.data.map((keeper) => (
                  <li
                    key={keeper.id}
                    className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
                  >
                    <div className="min-w-0">
                      <p className="font-medium break-words text-slate-900">{keeper.user.name}</p>
                      <p className="text-sm text-slate-600">{scopeOf(keeper)}</p>
                    </div>
                    <Button
                      variant="danger-outline"
                      size="sm"
                      aria-label={`Remove ${keeper.user.name} (${scopeOf(keeper)})`}
                      disabled={remove.isPending}
                      onClick={() => onRemove(keeper)}
                    >
                      <UserMinus aria-hidden="true" className="h-4 w-4" /> Remove
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>

        <section aria-labelledby="scoped-keepers-add">
          <h3 id="scoped-keepers-add" className="text-base font-semibold text-slate-900">
            Add a keeper
          </h3>
          <form noValidate onSubmit={onAdd} className="mt-2 space-y-3">
            <KeeperCombobox
              key={round}
              label="Keeper's name or email"
              value={person}
              onChange={(user) => {
                setPerson(user);
                if (user) setPersonError(undefined);
              }}
              error={personError}
            />
            <SelectField
              label="Keeps"
              options={scopes}
              value={courtId}
              onChange={(event) => setCourtId(event.target.value)}
            />
            {tournament.courts.length === 0 && (
              <p className="text-sm text-slate-600">
                Courts are listed here once the tournament has started.
              </p>
            )}
            <Button type="submit" isLoading={add.isPending}>
              {!add.isPending && <UserPlus aria-hidden="true" className="h-4 w-4" />}
              Add keeper
            </Button>
          </form>
        </section>
      </div>
    </Modal>
  );
}
