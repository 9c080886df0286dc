import { PrintFrame } from '@/features/print/components/print-frame';
import { ScoreSheets } from '@/features/print/components/score-sheets';
import { PrintWithMatches } from './print-with-matches';
import { i18n } from '@/lib/i18n';

/**
 * /app/tournaments/{id}/print/score-sheets (`?round=`, `?match=`): the matches feature's
 * matches on the print feature's sheets.
 */
export default function PrintScoreSheetsRoute() {
  return (
    <PrintFrame title={i18n.t('Score Sheets')} printsHeading={false}>
      {(t) => (
        <PrintWithMatches
          tournament={t}
          upcomingText={i18n.t(
            'Score sheets can be printed once the tournament starts and its matches are drawn.',
          )}
        >
          {(matches) => <ScoreSheets tournament={t} matches={matches} />}
        </PrintWithMatches>
      )}
    </PrintFrame>
  );
}
