import { Gamepad2, Percent, Star, Users, type LucideIcon } from 'lucide-react';
import type { PlayerSummary } from '@courtside/shared/api/player';
import { FigureStrip } from '@/components/ui/figure-strip';
import { formatNumber, formatRating } from '@/lib/format';
import { i18n } from '@/lib/i18n';

interface Figure {
  label: string;
  icon: LucideIcon;
  /** The figure, or null when the server has none (no rating or no match it may show). */
  value: (s: PlayerSummary) => string | null;
  /** Said instead of a null figure. */
  none: string;
}

const FIGURES: Figure[] = [
  { label: /*i18n*/ 'Total Players', icon: Users, value: (s) => String(s.totalPlayers), none: '' },
  {
    label: /*i18n*/ 'Average Rating',
    icon: Star,
    value: (s) => (s.averageRating === null ? null : formatRating(s.averageRating)),
    none: /*i18n*/ 'No ratings shown',
  },
  { label: /*i18n*/ 'Total Games', icon: Gamepad2, value: (s) => String(s.totalGames), none: '' },
  {
    label: /*i18n*/ 'Avg Win Rate',
    icon: Percent,
    value: (s) =>
      s.averageWinRate === null
        ? null
        : i18n.t('{rate}%', { rate: formatNumber(s.averageWinRate) }),
    none: /*i18n*/ 'No games played',
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
  const figures = FIGURES.map((f) => ({
    ...f,
    label: i18n.t(f.label),
    none: f.none && i18n.t(f.none),
  }));
  return (
    <FigureStrip
      label={i18n.t('Player summary')}
      figures={summary && figures.map((f) => ({ ...f, value: f.value(summary) }))}
      placeholders={figures}
      isUnavailable={isUnavailable}
    />
  );
}
