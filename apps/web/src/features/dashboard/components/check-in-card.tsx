import { useQueryClient } from '@tanstack/react-query';
import { Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { SelfCheckInButton } from '@/components/check-in/self-check-in-button';
import { buttonClasses } from '@/components/ui/button';
import { useMyCheckIns } from '@/lib/check-in/my-check-ins';
import { queryKeys } from '@/lib/query-keys';
import { i18n } from '@/lib/i18n';

/**
 * The player's tournaments whose check-in is open (decision 025): a "Check in" button each,
 * and their ticket with its QR code for the desk. Nothing while none is open, and nothing for a
 * tournament where check-in no longer matters to them (started and checked in, or completed).
 */
export function CheckInCard() {
  const queryClient = useQueryClient();
  const mine = useMyCheckIns();
  // Once the tournament has started, a player already checked in has nothing left to do here.
  const open = (mine.data?.data ?? []).filter(
    (c) =>
      c.isOpen && c.status !== 'completed' && !(c.status === 'ongoing' && c.checkedInAt !== null),
  );
  if (open.length === 0) return null;
  return (
    <section
      aria-labelledby="check-in-open"
      className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
    >
      <h2 id="check-in-open" className="text-lg font-semibold text-slate-900">
        {i18n.t('Check-in is open')}
      </h2>
      <ul className="mt-3 divide-y divide-brand-100">
        {open.map((c) => (
          <li
            key={`${c.tournamentId}-${c.isWaitlisted}`}
            className="flex flex-wrap items-center justify-between gap-3 py-2"
          >
            <div className="min-w-0">
              <Link
                to={`/app/tournaments/${c.tournamentId}`}
                className="font-medium break-words text-brand-800 hover:underline"
              >
                {c.tournamentName}
              </Link>
              {c.isWaitlisted && (
                <p className="text-sm text-slate-600">{i18n.t('On the waitlist')}</p>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {!c.isWaitlisted && (
                <Link
                  to={`/app/tournaments/${c.tournamentId}/ticket`}
                  className={buttonClasses('outline', 'sm')}
                >
                  <Ticket aria-hidden="true" className="h-4 w-4" /> {i18n.t('Ticket')}
                </Link>
              )}
              <SelfCheckInButton
                tournamentId={c.tournamentId}
                tournamentName={c.tournamentName}
                checkedInAt={c.checkedInAt}
                onCheckedIn={() =>
                  void queryClient.invalidateQueries({ queryKey: queryKeys.checkIn.mine })
                }
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
