import { CalendarClock, ClipboardList, Trophy, UserPlus } from 'lucide-react';
import type { OrganizerDashboard } from '@courtside/shared/api/dashboard';
import { FigureCard } from './stat-cards';

/**
 * An organizer's four figures (docs/decisions/020), all counted by the server over the
 * tournaments they run. Results need no confirmation in Courtside (the deciding score makes a
 * result final), so the fourth card counts what awaits a result: matches in progress.
 */
const FIGURES = [
  {
    label: 'Tournaments Running',
    key: 'tournamentsRunning',
    note: 'Your tournaments in progress',
    icon: Trophy,
  },
  {
    label: 'Registrations',
    key: 'registrationsThisWeek',
    note: 'Places taken in the last 7 days',
    icon: UserPlus,
  },
  {
    label: 'Matches Today',
    key: 'matchesToday',
    note: 'Still to play today',
    icon: CalendarClock,
  },
  {
    label: 'Awaiting Results',
    key: 'matchesInProgress',
    note: 'Matches in progress',
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
    <section aria-label="Statistics" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {FIGURES.map(({ label, key, note, icon }) => (
        <FigureCard
          key={key}
          label={label}
          icon={icon}
          shown={figures ? String(figures[key]) : undefined}
          isLoading={!figures && !isUnavailable}
          note={figures ? { text: note, tone: 'neutral' } : undefined}
        />
      ))}
    </section>
  );
}
