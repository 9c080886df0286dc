import { Gamepad2, Percent, Star, Users, type LucideIcon } from 'lucide-react';
import type { PlayerSummary } from '@courtside/shared/api/player';
import { FigureStrip } from '@/components/ui/figure-strip';
import { formatRating } from '@/lib/format';

interface Figure {
  label: string;
  icon: LucideIcon;
  /** The figure, or null when the server has none (no rating or no match it may show). */
  value: (s: PlayerSummary) => string | null;
  /** Said instead of a null figure. */
  none: string;
}

const FIGURES: Figure[] = [
  { label: 'Total Players', icon: Users, value: (s) => String(s.totalPlayers), none: '' },
  {
    label: 'Average Rating',
    icon: Star,
    value: (s) => (s.averageRating === null ? null : formatRating(s.averageRating)),
    none: 'No ratings shown',
  },
  { label: 'Total Games', icon: Gamepad2, value: (s) => String(s.totalGames), none: '' },
  {
    label: 'Avg Win Rate',
    icon: Percent,
    value: (s) => (s.averageWinRate === null ? null : `${s.averageWinRate}%`),
    none: 'No games played',
  },
];

interface PlayersSummaryProps {
  summary: PlayerSummary | undefined;
  /** The figures failed to load (and none were loaded before): a dash, not a skeleton. */
  isUnavailable: boolean;
}

/**
 * The four summary cards, computed by the server over every player the search
 * and level filter match (not only the page on screen).
 */
export function PlayersSummary({ summary, isUnavailable }: PlayersSummaryProps) {
  return (
    <FigureStrip
      label="Player summary"
      figures={summary && FIGURES.map((f) => ({ ...f, value: f.value(summary) }))}
      placeholders={FIGURES}
      isUnavailable={isUnavailable}
    />
  );
}
