import { CalendarClock, ClipboardList, Trophy, UserPlus } from 'lucide-react';
import type { OrganizerDashboard } from '@courtside/shared/api/dashboard';
import { FigureCard } from './stat-cards';
import { i18n } from '@/lib/i18n';

/**
 * An organizer's four figures (docs/decisions/020), all counted by the server over the
 * tournaments they run. Results need no confirmation in Courtside (the deciding score makes a
 * result final), so the fourth card counts what awaits a result: matches in progress.
 */
const FIGURES = [
  {
    label: /*i18n*/ 'Tournaments Running',
    key: 'tournamentsRunning',
    note: /*i18n*/ 'Your tournaments in progress',
    icon: Trophy,
  },
  {
    label: /*i18n*/ 'Registrations',
    key: 'registrationsThisWeek',
    note: /*i18n*/ 'Places taken in the last 7 days',
    icon: UserPlus,
  },
  {
    label: /*i18n*/ 'Matches Today',
    key: 'matchesToday',
    note: /*i18n*/ 'Still to play today',
    icon: CalendarClock,
  },
  {
    label: /*i18n*/ 'Awaiting Results',
    key: 'matchesInProgress',
    note: /*i18n*/ 'Matches in progress',
    icon: ClipboardList,
  },
] as const satisfies readonly {
  label: string;
  key: keyof OrganizerDashboard;
  note: string;
  icon: unknown;
}[];

export function OrganizerStatCards({
  figures,
  isUnavailable,
}: {
  figures: OrganizerDashboard | undefined;
  isUnavailable: boolean;
}) {
  return (
    <section aria-label={i18n.t('Statistics')} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {FIGURES.map(({ label, key, note, icon }) => (
        <FigureCard
          key={key}
          label={i18n.t(label)}
          icon={icon}
          shown={figures ? String(figures[key]) : undefined}
          isLoading={!figures && !isUnavailable}
          note={figures ? { text: i18n.t(note), tone: 'neutral' } : undefined}
        />
      ))}
    </section>
  );
}
