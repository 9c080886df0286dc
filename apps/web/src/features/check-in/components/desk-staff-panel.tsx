import { Search, UserMinus, UserPlus } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useMutation } from '@tanstack/react-query';
import { userSearchResponseSchema, type UserSummary } from '@courtside/shared/api/match';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { api } from '@/lib/api-client';
import { failureReason } from '@/lib/api-error';
import { readAnswer } from '@/lib/read-answer';
import { useChangeDeskStaff, useDeskStaff } from '@/features/check-in/api/desk-staff';

/** GET /api/users/search?q= (organizers), as the score keepers' panel searches. */
async function searchUsers(q: string): Promise<UserSummary[]> {
  const response = await api.get('/users/search', { params: { q } });
  return readAnswer(userSearchResponseSchema, response.data).data;
}

function PersonRow({ user, action }: { user: UserSummary; action: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{user.name}</p>
        {user.email && <p className="text-sm break-all text-slate-600">{user.email}</p>}
      </div>
      {action}
    </li>
  );
}

/**
 * Desk staff (decision 025): the people the organizer names to run check-in with them, found by
 * a whole email or a name, as score keepers are.
 */
export function DeskStaffPanel({ tournamentId }: { tournamentId: string }) {
  const staff = useDeskStaff(tournamentId);
  const change = useChangeDeskStaff(tournamentId);
  const search = useMutation({ mutationFn: searchUsers });
  const [term, setTerm] = useState('');
  const [termError, setTermError] = useState<string | undefined>();
  const staffIds = new Set((staff.data ?? []).map((s) => s.id));
  const list = 'divide-y divide-slate-100 rounded-lg border border-slate-200';

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    if (!term.trim()) {
      setTermError('Enter a name or an email');
      return;
    }
    setTermError(undefined);
    search.mutate(term.trim(), {
      onError: (e) => toast.error(failureReason(e, 'Failed to search users')),
    });
  };
  const onChange = (user: UserSummary, isAdd: boolean) =>
    change.mutate(
      { userId: user.id, isAdd },
      {
        onSuccess: ({ message }) => toast.success(message),
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
        <ul aria-label="Desk staff" className={list}>
          {staff.data.map((user) => (
            <PersonRow
              key={user.id}
              user={user}
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
      <form noValidate onSubmit={onSearch} role="search" className="flex items-start gap-2">
        <TextField
          label="Find desk staff by email or name"
          type="search"
          placeholder="name@example.com"
          className="min-w-0 flex-1"
          maxLength={100}
          value={term}
          error={termError}
          onChange={(e) => setTerm(e.target.value)}
        />
        <Button type="submit" className="mt-6 h-11 shrink-0" isLoading={search.isPending}>
          {!search.isPending && <Search aria-hidden="true" className="h-4 w-4" />}
          {search.isPending ? 'Searching...' : 'Search'}
        </Button>
      </form>
      {search.data && (
        <div aria-live="polite">
          {search.data.length === 0 ? (
            <p className="text-sm text-slate-600">No users found.</p>
          ) : (
            <ul aria-label="Search results" className={list}>
              {search.data.map((user) => (
                <PersonRow
                  key={user.id}
                  user={user}
                  action={
                    staffIds.has(user.id) ? (
                      <span className="text-sm font-medium text-green-800">Desk staff</span>
                    ) : (
                      <Button
                        size="sm"
                        aria-label={`Add ${user.name}`}
                        disabled={change.isPending}
                        onClick={() => onChange(user, true)}
                      >
                        <UserPlus aria-hidden="true" className="h-4 w-4" /> Add
                      </Button>
                    )
                  }
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
