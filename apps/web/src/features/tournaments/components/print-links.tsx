import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { buttonClasses } from '@/components/ui/button';
import { statusOf } from '@/lib/tournaments/labels';
import { i18n } from '@/lib/i18n';

/**
 * The organizer's way to the desk's paper (issue 27): the check-in list at any time, the draw
 * sheet, score sheets and court schedule once matches are drawn. The check-in list (one desk for
 * every event, decision 025) and the court schedule (every event on the shared courts, decision
 * 036) are the tournament's, whichever event is shown; the draw and score sheets the event's.
 */
export function PrintLinks({ tournament: t }: { tournament: TournamentDetail }) {
  const own = `/app/tournaments/${t.id}/print`;
  const tournaments = `/app/tournaments/${t.parentId ?? t.id}/print`;
  const hasMatches = statusOf(t.status) !== 'upcoming';
  const links = [
    { to: `${tournaments}/check-in`, label: i18n.t('Check-in list'), isShown: true },
    { to: `${own}/draw`, label: i18n.t('Draw sheet'), isShown: hasMatches },
    { to: `${own}/score-sheets`, label: i18n.t('Score sheets'), isShown: hasMatches },
    { to: `${tournaments}/schedule`, label: i18n.t('Court schedule'), isShown: hasMatches },
  ].filter((link) => link.isShown);
  return (
    <nav aria-label={i18n.t('Print')} className="flex flex-wrap items-center gap-2">
      <span className="flex items-center gap-1.5 text-sm font-semibold text-slate-700">
        <Printer aria-hidden="true" className="h-4 w-4" /> {i18n.t('Print:')}
      </span>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={buttonClasses('outline', 'sm')}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
