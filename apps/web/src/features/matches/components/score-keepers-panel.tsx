import { UserMinus } from 'lucide-react';
import toast from 'react-hot-toast';
import type { UserSummary } from '@courtside/shared/api/match';
import { AddPersonForm } from '@/components/people/add-person-form';
import { PERSON_LIST_CLASSES, PersonRow } from '@/components/people/person-list';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useAddScoreKeeper } from '@/features/matches/api/score-keepers-add';
import { useScoreKeepers } from '@/features/matches/api/score-keepers-list';
import { useRemoveScoreKeeper } from '@/features/matches/api/score-keepers-remove';
import { failureReason } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';

/** Spec section 8 toasts of this panel ('Failed to search users' is the combobox's). */
const TEXTS = {
  loadFailed: /*i18n*/ 'Failed to load score keepers',
  addFailed: /*i18n*/ 'Failed to add score keeper',
  removeFailed: /*i18n*/ 'Failed to remove score keeper',
} as const;

/**
 * Score Keepers (spec section 6: per match, added and removed by the owner): the current list,
 * and a person picked by name or email to add (a whole email finds anyone, and shows that email;
 * a name finds the organizer's players, keepers and public profiles).
 */
export function ScoreKeepersPanel({
  tournamentId,
  matchId,
}: {
  tournamentId: string;
  matchId: string;
}) {
  const keepers = useScoreKeepers(tournamentId, matchId);
  const add = useAddScoreKeeper(tournamentId, matchId);
  const remove = useRemoveScoreKeeper(tournamentId, matchId);
  const keeperIds = new Set((keepers.data ?? []).map((k) => k.id));

  const onAdd = (user: UserSummary, done: () => void) =>
    add.mutate(user.id, {
      onSuccess: ({ message }) => {
        toast.success(i18n.t(message));
        done();
      },
      onError: (error) => toast.error(failureReason(error, i18n.t(TEXTS.addFailed))),
    });
  const onRemove = (user: UserSummary) =>
    remove.mutate(user.id, {
      onSuccess: ({ message }) => toast.success(i18n.t(message)),
      onError: (error) => toast.error(failureReason(error, i18n.t(TEXTS.removeFailed))),
    });

  return (
    <div className="space-y-5">
      <section aria-labelledby="score-keepers-current">
        <h3 id="score-keepers-current" className="text-base font-semibold text-slate-900">
          {i18n.t('Current score keepers')}
        </h3>
        <p className="text-sm text-slate-600">
          {i18n.t(
            "They can enter this match's score and status, but not its schedule or settings.",
          )}
        </p>
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
            <p className="text-sm text-slate-600">{i18n.t('No score keepers yet.')}</p>
          ) : (
            <ul className={PERSON_LIST_CLASSES}>
              {keepers.data.map((user) => (
                <PersonRow
                  key={user.id}
                  name={user.name}
                  detail={user.email}
                  action={
                    <Button
                      variant="danger-outline"
                      size="sm"
                      aria-label={i18n.t('Remove {name}', { name: user.name })}
                      disabled={remove.isPending}
                      onClick={() => onRemove(user)}
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

      <section aria-labelledby="score-keepers-add">
        <h3 id="score-keepers-add" className="text-base font-semibold text-slate-900">
          {i18n.t('Add a score keeper')}
        </h3>
        <AddPersonForm
          label={i18n.t('Search users by email or name')}
          submitLabel={i18n.t('Add score keeper')}
          isPending={add.isPending}
          taken={{ ids: keeperIds, note: i18n.t('Score keeper') }}
          onAdd={onAdd}
        />
      </section>
    </div>
  );
}
