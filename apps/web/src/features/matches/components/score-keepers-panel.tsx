import { zodResolver } from '@hookform/resolvers/zod';
import { Search, UserMinus, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { userSearchQuerySchema, type UserSummary } from '@courtside/shared/api/match';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useAddScoreKeeper } from '@/features/matches/api/score-keepers-add';
import { useScoreKeepers } from '@/features/matches/api/score-keepers-list';
import { useRemoveScoreKeeper } from '@/features/matches/api/score-keepers-remove';
import { useSearchUsers } from '@/features/matches/api/score-keepers-search';
import { failureReason } from '@/lib/api-error';

/** Spec section 8 toasts of this panel. */
const TEXTS = {
  loadFailed: 'Failed to load score keepers',
  searchFailed: 'Failed to search users',
  addFailed: 'Failed to add score keeper',
  removeFailed: 'Failed to remove score keeper',
} as const;

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
 * Score Keepers (spec section 6: per match, added and removed by the owner):
 * the current list, and a search to add someone: a whole email finds anyone (and
 * shows that email), a name finds the organizer's players and public profiles.
 */
export function ScoreKeepersPanel({
  tournamentId,
  matchId,
}: {
  tournamentId: string;
  matchId: string;
}) {
  const keepers = useScoreKeepers(tournamentId, matchId);
  const search = useSearchUsers();
  const add = useAddScoreKeeper(tournamentId, matchId);
  const remove = useRemoveScoreKeeper(tournamentId, matchId);
  const form = useForm<z.input<typeof userSearchQuerySchema>, unknown, { q: string }>({
    resolver: zodResolver(userSearchQuerySchema),
    defaultValues: { q: '' },
  });
  const termError = form.formState.errors.q?.message;
  const keeperIds = new Set((keepers.data ?? []).map((k) => k.id));

  const onSearch = form.handleSubmit(({ q }) => {
    search.mutate(q, {
      onError: (error) => toast.error(failureReason(error, TEXTS.searchFailed)),
    });
  });
  const onAdd = (user: UserSummary) =>
    add.mutate(user.id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(failureReason(error, TEXTS.addFailed)),
    });
  const onRemove = (user: UserSummary) =>
    remove.mutate(user.id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(failureReason(error, TEXTS.removeFailed)),
    });

  const list = 'divide-y divide-slate-100 rounded-lg border border-slate-200';
  return (
    <div className="space-y-5">
      <section aria-labelledby="score-keepers-current">
        <h3 id="score-keepers-current" className="text-base font-semibold text-slate-900">
          Current score keepers
        </h3>
        <p className="text-sm text-slate-600">
          They can enter this match&apos;s score and status, but not its schedule or settings.
        </p>
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
            <p className="text-sm text-slate-600">No score keepers yet.</p>
          ) : (
            <ul className={list}>
              {keepers.data.map((user) => (
                <PersonRow
                  key={user.id}
                  user={user}
                  action={
                    <Button
                      variant="danger-outline"
                      size="sm"
                      aria-label={`Remove ${user.name}`}
                      disabled={remove.isPending}
                      onClick={() => onRemove(user)}
                    >
                      <UserMinus aria-hidden="true" className="h-4 w-4" /> Remove
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
          Add a score keeper
        </h3>
        <form noValidate onSubmit={onSearch} role="search" className="mt-2 flex items-start gap-2">
          <TextField
            label="Search users by email or name"
            type="search"
            placeholder="name@example.com"
            hint="A whole email address finds anyone; a name finds your players and public profiles."
            className="min-w-0 flex-1"
            maxLength={100}
            error={termError}
            {...form.register('q')}
          />
          <Button type="submit" className="mt-6 h-11 shrink-0" isLoading={search.isPending}>
            {!search.isPending && <Search aria-hidden="true" className="h-4 w-4" />}
            {search.isPending ? 'Searching...' : 'Search'}
          </Button>
        </form>
        {search.data && (
          <div className="mt-3" aria-live="polite">
            {search.data.length === 0 ? (
              <p className="text-sm text-slate-600">No users found.</p>
            ) : (
              <ul aria-label="Search results" className={list}>
                {search.data.map((user) => (
                  <PersonRow
                    key={user.id}
                    user={user}
                    action={
                      keeperIds.has(user.id) ? (
                        <span className="text-sm font-medium text-green-800">Score keeper</span>
                      ) : (
                        <Button
                          size="sm"
                          aria-label={`Add ${user.name}`}
                          disabled={add.isPending}
                          onClick={() => onAdd(user)}
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
    </div>
  );
}
