import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { buttonClasses } from '@/components/ui/button';
import { statusOf } from '@/lib/tournaments/labels';

/**
 * The organizer's way to the desk's paper (issue 27): the check-in list at any time, the draw
 * sheet, score sheets and court schedule once matches are drawn.
 */
export function PrintLinks({ tournament: t }: { tournament: TournamentDetail }) {
  const base = `/app/tournaments/${t.id}/print`;
  const hasMatches = statusOf(t.status) !== 'upcoming';
  const links = [
    { to: `${base}/check-in`, label: 'Check-in list', isShown: true },
    { to: `${base}/draw`, label: 'Draw sheet', isShown: hasMatches },
    { to: `${base}/score-sheets`, label: 'Score sheets', isShown: hasMatches },
    { to: `${base}/schedule`, label: 'Court schedule', isShown: hasMatches },
  ].filter((link) => link.isShown);
  return (
    <nav aria-label="Print" className="flex flex-wrap items-center gap-2">
      <span className="flex items-center gap-1.5 text-sm font-semibold text-slate-700">
        <Printer aria-hidden="true" className="h-4 w-4" /> Print:
      </span>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={buttonClasses('outline', 'sm')}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
