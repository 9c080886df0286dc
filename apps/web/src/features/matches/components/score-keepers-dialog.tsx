import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { TournamentScoreKeeper, UserSummary } from '@courtside/shared/api/match';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { AddPersonForm } from '@/components/people/add-person-form';
import { PERSON_LIST_CLASSES, PersonRow } from '@/components/people/person-list';
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
import { i18n } from '@/lib/i18n';

/** Spec section 8 toasts of the score keepers panel, shared by this dialog. */
const TEXTS = {
  loadFailed: /*i18n*/ 'Failed to load score keepers',
  addFailed: /*i18n*/ 'Failed to add score keeper',
  removeFailed: /*i18n*/ 'Failed to remove score keeper',
} as const;

const WHOLE_TOURNAMENT = '';

/** "Whole tournament" or the court's name. */
const scopeOf = (keeper: TournamentScoreKeeper) => keeper.courtName ?? i18n.t('Whole tournament');

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
  const [courtId, setCourtId] = useState(WHOLE_TOURNAMENT);

  const scopes = [
    { value: WHOLE_TOURNAMENT, label: i18n.t('Whole tournament') },
    ...tournament.courts.map((court) => ({ value: court.id, label: court.name })),
  ];

  const onAdd = (person: UserSummary, done: () => void) =>
    add.mutate(
      { userId: person.id, courtId: courtId || null },
      {
        onSuccess: ({ message }) => {
          toast.success(i18n.t(message));
          done();
        },
        onError: (error) => toast.error(failureReason(error, i18n.t(TEXTS.addFailed))),
      },
    );
  const onRemove = (keeper: TournamentScoreKeeper) =>
    remove.mutate(
      { userId: keeper.user.id, courtId: keeper.courtId },
      {
        onSuccess: ({ message }) => toast.success(i18n.t(message)),
        onError: (error) => toast.error(failureReason(error, i18n.t(TEXTS.removeFailed))),
      },
    );

  return (
    <Modal isOpen title={i18n.t('Score keepers')} size="lg" onClose={onClose}>
      <div className="space-y-5">
        <p className="text-sm text-slate-600">
          {i18n.t(
            'A keeper starts the matches they keep and enters their scores, but not their schedule or settings. They get a mail, and find the matches under My Matches.',
          )}
        </p>
        <section aria-labelledby="scoped-keepers-current">
          <h3 id="scoped-keepers-current" className="text-base font-semibold text-slate-900">
            {i18n.t('Current keepers')}
          </h3>
          <div className="mt-2">
            {keepers.isPending ? (
              <Spinner label={i18n.t('Loading score keepers...')} />
            ) : keepers.isError ? (
              <LoadError
                title={i18n.t(TEXTS.loadFailed)}
                text={keepers.error.message}
                onRetry={() => void keepers.refetch()}
                isRetrying={keepers.isFetching}
              />
            ) : keepers.data.length === 0 ? (
              <p className="text-sm text-slate-600">
                {i18n.t('No keepers for the tournament or its courts yet.')}
              </p>
            ) : (
              <ul aria-label={i18n.t('Current keepers')} className={PERSON_LIST_CLASSES}>
                {keepers.data.map((keeper) => (
                  <PersonRow
                    key={keeper.id}
                    name={keeper.user.name}
                    detail={scopeOf(keeper)}
                    action={
                      <Button
                        variant="danger-outline"
                        size="sm"
                        aria-label={i18n.t('Remove {name} ({scope})', {
                          name: keeper.user.name,
                          scope: scopeOf(keeper),
                        })}
                        disabled={remove.isPending}
                        onClick={() => onRemove(keeper)}
                      >
                        <UserMinus aria-hidden="true" className="h-4 w-4" /> {i18n.t('Remove')}
                      </Button>
                    }
                  />
                ))}
              </ul>
            )}
          </div>
        </section>

        <section aria-labelledby="scoped-keepers-add">
          <h3 id="scoped-keepers-add" className="text-base font-semibold text-slate-900">
            {i18n.t('Add a keeper')}
          </h3>
          <AddPersonForm
            label={i18n.t("Keeper's name or email")}
            submitLabel={i18n.t('Add keeper')}
            isPending={add.isPending}
            onAdd={onAdd}
          >
            <SelectField
              label={i18n.t('Keeps')}
              options={scopes}
              value={courtId}
              onChange={(event) => setCourtId(event.target.value)}
            />
            {tournament.courts.length === 0 && (
              <p className="text-sm text-slate-600">
                {i18n.t('Courts are listed here once the tournament has started.')}
              </p>
            )}
          </AddPersonForm>
        </section>
      </div>
    </Modal>
  );
}
