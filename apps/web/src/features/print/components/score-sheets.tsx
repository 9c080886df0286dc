import { ClipboardList } from 'lucide-react';
import type { Match } from '@courtside/shared/api/match';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/select-field';
import { i18n } from '@/lib/i18n';
import { urlOneOf, urlOptional, urlText, useUrlState } from '@/lib/use-url-state';
import { selectSheets } from '@/features/print/lib/score-sheet-selection';
import { ScoreSheet } from './score-sheet';

/** `?match=` one match, `?round=` a round (else every match still to play), `?per=1` a page each. */
const SHEETS_URL = {
  match: urlOptional(),
  round: urlText(),
  per: urlOneOf(['2', '1'] as const, '2', { keepsPage: true }),
};

const STILL_TO_PLAY = '';

/**
 * The score sheets of a tournament's matches: the chosen round's, one match's, or every match
 * still to play; two to a printed page or one.
 */
export function ScoreSheets({
  tournament: t,
  matches,
}: {
  tournament: TournamentDetail;
  matches: readonly Match[];
}) {
  const { state, set } = useUrlState(SHEETS_URL);
  const { sections, sheets } = selectSheets(matches, { matchId: state.match, round: state.round });
  const roundOptions = [
    { value: STILL_TO_PLAY, label: i18n.t('Every match still to play') },
    ...sections.map((s) => ({ value: s.key, label: s.title })),
  ];
  return (
    <div className="space-y-4">
      <div className="print-hide flex flex-wrap items-end gap-3">
        {state.match ? (
          <p className="text-sm text-slate-700">
            {i18n.t('One match.')}{' '}
            <button
              type="button"
              className="font-semibold text-brand-700 underline"
              onClick={() => set({ match: null }, { replace: true })}
            >
              {i18n.t('Show every match still to play')}
            </button>
          </p>
        ) : (
          <SelectField
            label={i18n.t('Matches')}
            className="w-full sm:w-72"
            options={roundOptions}
            value={sections.some((s) => s.key === state.round) ? state.round : STILL_TO_PLAY}
            onChange={(e) => set({ round: e.target.value }, { replace: true })}
          />
        )}
        <SelectField
          label={i18n.t('Sheets per page')}
          className="w-full sm:w-40"
          options={[
            { value: '2', label: i18n.t('Two') },
            { value: '1', label: i18n.t('One') },
          ]}
          value={state.per}
          onChange={(e) => set({ per: e.target.value as '1' | '2' }, { replace: true })}
        />
        <p role="status" className="text-sm text-slate-700 sm:ml-auto">
          {i18n.t('{count, plural, one {# sheet} other {# sheets}}', { count: sheets.length })}
        </p>
      </div>
      {sheets.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title={i18n.t('No score sheets to print')}
          text={
            state.match
              ? i18n.t('This tournament has no such match.')
              : i18n.t('No match is left to play here: choose a round to print its sheets again.')
          }
        />
      ) : (
        <div className="score-sheets space-y-4" data-per-page={state.per}>
          {sheets.map(({ match, roundTitle }) => (
            <ScoreSheet key={match.id} tournament={t} match={match} roundTitle={roundTitle} />
          ))}
        </div>
      )}
    </div>
  );
}
