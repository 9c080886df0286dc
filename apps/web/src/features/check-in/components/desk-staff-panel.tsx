import { UserMinus } from 'lucide-react';
import toast from 'react-hot-toast';
import type { UserSummary } from '@courtside/shared/api/match';
import { AddPersonForm } from '@/components/people/add-person-form';
import { PERSON_LIST_CLASSES, PersonRow } from '@/components/people/person-list';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { failureReason } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { useChangeDeskStaff, useDeskStaff } from '@/features/check-in/api/desk-staff';

/**
 * Desk staff (decision 025): the people the organizer names to run check-in with them, picked
 * by name or email as score keepers are.
 */
export function DeskStaffPanel({ tournamentId }: { tournamentId: string }) {
  const staff = useDeskStaff(tournamentId);
  const change = useChangeDeskStaff(tournamentId);
  const staffIds = new Set((staff.data ?? []).map((s) => s.id));

  const onChange = (user: UserSummary, isAdd: boolean, done?: () => void) =>
    change.mutate(
      { userId: user.id, isAdd },
      {
        onSuccess: ({ message }) => {
          toast.success(i18n.t(message));
          done?.();
        },
        onError: (e) =>
          toast.error(
            failureReason(
              e,
              isAdd ? i18n.t('Failed to add desk staff') : i18n.t('Failed to remove desk staff'),
            ),
          ),
      },
    );

  return (
    <section aria-labelledby="desk-staff-title" className="space-y-3">
      <h2 id="desk-staff-title" className="text-base font-semibold text-slate-900">
        {i18n.t('Desk staff')}
      </h2>
      <p className="text-sm text-slate-600">
        {i18n.t(
          'They can check players in, by the list or by scanning tickets. Only you withdraw no-shows and start the tournament.',
        )}
      </p>
      {staff.isPending ? (
        <Spinner label={i18n.t('Loading desk staff...')} />
      ) : staff.isError ? (
        <LoadError
          title={i18n.t('Failed to load desk staff')}
          text={staff.error.message}
          onRetry={() => void staff.refetch()}
          isRetrying={staff.isFetching}
        />
      ) : staff.data.length === 0 ? (
        <p className="text-sm text-slate-600">{i18n.t('No desk staff yet.')}</p>
      ) : (
        <ul aria-label={i18n.t('Desk staff')} className={PERSON_LIST_CLASSES}>
          {staff.data.map((user) => (
            <PersonRow
              key={user.id}
              name={user.name}
              detail={user.email}
              action={
                <Button
                  variant="danger-outline"
                  size="sm"
                  aria-label={i18n.t('Remove {name}', { name: user.name })}
                  disabled={change.isPending}
                  onClick={() => onChange(user, false)}
                >
                  <UserMinus aria-hidden="true" className="h-4 w-4" /> {i18n.t('Remove')}
                </Button>
              }
            />
          ))}
        </ul>
      )}
      <AddPersonForm
        label={i18n.t('Find desk staff by email or name')}
        submitLabel={i18n.t('Add desk staff')}
        isPending={change.isPending}
        taken={{ ids: staffIds, note: i18n.t('Desk staff') }}
        onAdd={(user, done) => onChange(user, true, done)}
      />
    </section>
  );
}
