import { CalendarClock, PlayCircle, Trophy, Users, type LucideIcon } from 'lucide-react';
import type { TournamentTotals } from '@courtside/shared/api/tournament';
import { FigureStrip } from '@/components/ui/figure-strip';

const TILES: { key: keyof TournamentTotals; label: string; icon: LucideIcon }[] = [
  { key: 'total', label: 'Total Tournaments', icon: Trophy },
  { key: 'upcoming', label: 'Upcoming', icon: CalendarClock },
  { key: 'ongoing', label: 'Ongoing', icon: PlayCircle },
  { key: 'totalPlayers', label: 'Total Players', icon: Users },
];

interface SummaryTilesProps {
  totals: TournamentTotals | undefined;
  /** The totals failed to load (and none were loaded before): a dash, not a skeleton. */
  isUnavailable?: boolean;
}

/** The four summary tiles, counted over every tournament whatever the filters. */
export function SummaryTiles({ totals, isUnavailable = false }: SummaryTilesProps) {
  return (
    <FigureStrip
      label="Summary"
      figures={totals && TILES.map((t) => ({ ...t, value: totals[t.key] }))}
      placeholders={TILES}
      isUnavailable={isUnavailable}
    />
  );
}
