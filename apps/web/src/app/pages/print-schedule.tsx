import { CourtScheduleGrid } from '@/features/print/components/court-schedule-grid';
import { PrintFrame } from '@/features/print/components/print-frame';
import { PrintWithMatches } from './print-with-matches';

/** /app/tournaments/{id}/print/schedule?day=YYYY-MM-DD: a venue day's matches by court. */
export default function PrintScheduleRoute() {
  return (
    <PrintFrame title="Court Schedule">
      {(t) => (
        <PrintWithMatches tournament={t} paper="The court schedule">
          {(matches) => <CourtScheduleGrid tournament={t} matches={matches} />}
        </PrintWithMatches>
      )}
    </PrintFrame>
  );
}
