import { UserMinus } from 'lucide-react';
import toast from 'react-hot-toast';
import type { UserSummary } from '@courtside/shared/api/match';
import { AddPersonForm } from '@/components/people/add-person-form';
import { PERSON_LIST_CLASSES, PersonRow } from '@/components/people/person-list';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { failureReason } from '@/lib/api-error';
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
          toast.success(message);
          done?.();
        },
        onError: (e) =>
          toast.error(
            failureReason(e, isAdd ? 'Failed to add desk staff' : 'Failed to remove desk staff'),
          ),
      },
    );

  return (
    <section aria-labelledby="desk-staff-title" className="space-y-3">
      <h2 id="desk-staff-title" className="text-base font-semibold text-slate-900">
        Desk staff
      </h2>
      <p className="text-sm text-slate-600">
        They can check players in, by the list or by scanning tickets. Only you withdraw no-shows
        and start the tournament.
      </p>
      {staff.isPending ? (
        <Spinner label="Loading desk staff..." />
      ) : staff.isError ? (
        <LoadError
          title="Failed to load desk staff"
          text={staff.error.message}
          onRetry={() => void staff.refetch()}
          isRetrying={staff.isFetching}
        />
      ) : staff.data.length === 0 ? (
        <p className="text-sm text-slate-600">No desk staff yet.</p>
      ) : (
        <ul aria-label="Desk staff" className={PERSON_LIST_CLASSES}>
          {staff.data.map((user) => (
            <PersonRow
              key={user.id}
              name={user.name}
              detail={user.email}
              action={
                <Button
                  variant="danger-outline"
                  size="sm"
                  aria-label={`Remove ${user.name}`}
                  disabled={change.isPending}
                  onClick={() => onChange(user, false)}
                >
                  <UserMinus aria-hidden="true" className="h-4 w-4" /> Remove
                </Button>
              }
            />
          ))}
        </ul>
      )}
      <AddPersonForm
        label="Find desk staff by email or name"
        submitLabel="Add desk staff"
        isPending={change.isPending}
        taken={{ ids: staffIds, note: 'Desk staff' }}
        onAdd={(user, done) => onChange(user, true, done)}
      />
    </section>
  );
}
