import { CalendarClock, CheckCircle2, PlayCircle, Swords, type LucideIcon } from 'lucide-react';
import { FigureStrip } from '@/components/ui/figure-strip';
import type { MatchPage } from '@/features/matches/api/get-match-list';

type Counts = MatchPage['meta']['counts'];

const COUNTERS: { key: keyof Counts; label: string; icon: LucideIcon }[] = [
  { key: 'scheduled', label: 'Scheduled', icon: CalendarClock },
  { key: 'inProgress', label: 'In Progress', icon: PlayCircle },
  { key: 'completed', label: 'Completed', icon: CheckCircle2 },
  { key: 'total', label: 'Total Matches', icon: Swords },
];

interface MatchesPageCountersProps {
  counts: Counts | undefined;
  /** The counts failed to load (and none were loaded before): a dash, not a skeleton. */
  isUnavailable: boolean;
}

/** The four counters of the Matches page, over the filters except status. */
export function MatchesPageCounters({ counts, isUnavailable }: MatchesPageCountersProps) {
  return (
    <FigureStrip
      label="Match counts"
      figures={counts && COUNTERS.map((c) => ({ ...c, value: counts[c.key] }))}
      placeholders={COUNTERS}
      isUnavailable={isUnavailable}
    />
  );
}
