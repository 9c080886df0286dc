import { CalendarClock, PlayCircle, Trophy, Users, type LucideIcon } from 'lucide-react';
import type { TournamentTotals } from '@courtside/shared/api/tournament';
import { FigureStrip } from '@/components/ui/figure-strip';
import { i18n } from '@/lib/i18n';

const TILES: { key: keyof TournamentTotals; label: string; icon: LucideIcon }[] = [
  { key: 'total', label: /*i18n*/ 'Total Tournaments', icon: Trophy },
  { key: 'upcoming', label: /*i18n*/ 'Upcoming', icon: CalendarClock },
  { key: 'ongoing', label: /*i18n*/ 'Ongoing', icon: PlayCircle },
  { key: 'totalPlayers', label: /*i18n*/ 'Total Players', icon: Users },
];

interface SummaryTilesProps {
  totals: TournamentTotals | undefined;
  /** The totals failed to load (and none were loaded before): a dash, not a skeleton. */
  isUnavailable?: boolean;
}

/** The four summary tiles, counted over every tournament whatever the filters. */
export function SummaryTiles({ totals, isUnavailable = false }: SummaryTilesProps) {
  const tiles = TILES.map((t) => ({ ...t, label: i18n.t(t.label) }));
  return (
    <FigureStrip
      label={i18n.t('Summary')}
      figures={totals && tiles.map((t) => ({ ...t, value: totals[t.key] }))}
      placeholders={tiles}
      isUnavailable={isUnavailable}
    />
  );
}
