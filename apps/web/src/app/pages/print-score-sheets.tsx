import { PrintFrame } from '@/features/print/components/print-frame';
import { ScoreSheets } from '@/features/print/components/score-sheets';
import { PrintWithMatches } from './print-with-matches';

/**
 * /app/tournaments/{id}/print/score-sheets (`?round=`, `?match=`): the matches feature's
 * matches on the print feature's sheets.
 */
export default function PrintScoreSheetsRoute() {
  return (
    <PrintFrame title="Score Sheets" printsHeading={false}>
      {(t) => (
        <PrintWithMatches tournament={t} paper="Score sheets">
          {(matches) => <ScoreSheets tournament={t} matches={matches} />}
        </PrintWithMatches>
      )}
    </PrintFrame>
  );
}
