import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useMyCheckIns } from '@/lib/check-in/my-check-ins';
import { i18n } from '@/lib/i18n';

/**
 * The tournaments whose desk the user works as desk staff (decision 025), each linking to its
 * Check-in tab: their dashboard says where they are expected. Nothing for anyone else.
 */
export function DeskCard() {
  const mine = useMyCheckIns();
  const desks = mine.data?.deskTournaments ?? [];
  if (desks.length === 0) return null;
  return (
    <section
      aria-labelledby="working-the-desk"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2
        id="working-the-desk"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <ClipboardCheck aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {i18n.t('Working the desk')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {i18n.t("You are desk staff: you check players in and print the desk's papers.")}
      </p>
      <ul className="mt-3 divide-y divide-slate-100">
        {desks.map((t) => (
          <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 font-medium break-words text-slate-900">{t.name}</span>
            <Link
              to={`/app/tournaments/${t.id}?tab=check-in`}
              aria-label={i18n.t('Open the check-in of {name}', { name: t.name })}
              className="text-sm font-semibold text-brand-800 hover:underline"
            >
              {i18n.t('Open the check-in')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
