import { CalendarClock, CheckCircle2, PlayCircle, Swords, type LucideIcon } from 'lucide-react';
import { FigureStrip } from '@/components/ui/figure-strip';
import type { MatchPage } from '@/features/matches/api/get-match-list';
import { i18n } from '@/lib/i18n';

type Counts = MatchPage['meta']['counts'];

const COUNTERS: { key: keyof Counts; label: string; icon: LucideIcon }[] = [
  { key: 'scheduled', label: /*i18n*/ 'Scheduled', icon: CalendarClock },
  { key: 'inProgress', label: /*i18n*/ 'In Progress', icon: PlayCircle },
  { key: 'completed', label: /*i18n*/ 'Completed', icon: CheckCircle2 },
  { key: 'total', label: /*i18n*/ 'Total Matches', icon: Swords },
];

interface MatchesPageCountersProps {
  counts: Counts | undefined;
  /** The counts failed to load (and none were loaded before): a dash, not a skeleton. */
  isUnavailable: boolean;
}

/** The four counters of the Matches page, over the filters except status. */
export function MatchesPageCounters({ counts, isUnavailable }: MatchesPageCountersProps) {
  const counters = COUNTERS.map((c) => ({ ...c, label: i18n.t(c.label) }));
  return (
    <FigureStrip
      label={i18n.t('Match counts')}
      figures={counts && counters.map((c) => ({ ...c, value: counts[c.key] }))}
      placeholders={counters}
      isUnavailable={isUnavailable}
    />
  );
}
