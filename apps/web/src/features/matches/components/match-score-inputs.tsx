import { gameWinner, type ScoringFormat } from '@courtside/shared/domain/competition/scoring';
import { validateMatchScore } from '@courtside/shared/domain/competition/match-score';
import { playedGames, type ScoreDraft } from '@/features/matches/lib/score-draft';
import { i18n } from '@/lib/i18n';

interface MatchScoreInputsProps {
  format: ScoringFormat;
  names: [string, string];
  draft: ScoreDraft;
  setCount: number;
  games: readonly [number, number][];
  inputMax: number;
  onSetCount: (count: number) => void;
  onEdit: (game: number, side: 0 | 1, text: string) => void;
  /** On leaving a field: its text becomes the number that will be sent. */
  onNormalize: (game: number, side: 0 | 1) => void;
}

/**
 * The number of games (1 to `bestOf`; the spec's "sets") and one row of points per game, each game's winner noted
 * when the engine takes the game as it stands.
 */
export function MatchScoreInputs({
  format,
  names,
  draft,
  setCount,
  games,
  inputMax,
  onSetCount,
  onEdit,
  onNormalize,
}: MatchScoreInputsProps) {
  // Rows left 0-0 after the last with points are games not begun, not sent (playedGames).
  const issues = validateMatchScore(playedGames(games), format);
  return (
    <>
      <fieldset className="mt-4">
        {/* Spec section 5 counts "sets" but gives no label; everything on screen says games. */}
        <legend className="text-sm font-medium text-slate-800">{i18n.t('Number of games')}</legend>
        <div className="mt-1 inline-flex rounded-lg border border-slate-300 p-0.5">
          {Array.from({ length: format.bestOf }, (_, i) => i + 1).map((count) => (
            <label
              key={count}
              className={`cursor-pointer rounded-md px-4 py-1.5 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${count === setCount ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              <input
                type="radio"
                name="set-count"
                value={count}
                checked={count === setCount}
                onChange={() => onSetCount(count)}
                className="sr-only"
              />
              {count}
            </label>
          ))}
        </div>
      </fieldset>
      <table className="mt-4 w-full table-fixed text-sm">
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="w-20 pb-2 font-medium">
              {i18n.t('Game')}
            </th>
            <th scope="col" className="truncate pb-2 font-medium">
              {names[0]}
            </th>
            <th scope="col" className="truncate pb-2 font-medium">
              {names[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {games.map((game, i) => {
            const hasIssue = issues.some((issue) => issue.game === i + 1);
            const won = hasIssue ? null : gameWinner(game, format);
            return (
              <tr key={i}>
                <th scope="row" className="py-1.5 text-left font-medium text-slate-800">
                  {i18n.t('Game {number}', { number: i + 1 })}
                  {won && (
                    <span className="block text-xs font-normal text-green-800">
                      {i18n.t('{name} won', { name: won === 'side1' ? names[0] : names[1] })}
                    </span>
                  )}
                </th>
                {([0, 1] as const).map((side) => (
                  <td key={side} className="py-1.5 pr-2">
                    <input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={inputMax}
                      aria-label={i18n.t('Game {number}, {name} points', {
                        number: i + 1,
                        name: names[side],
                      })}
                      value={draft[i]![side]}
                      onChange={(event) => onEdit(i, side, event.target.value)}
                      onBlur={() => onNormalize(i, side)}
                      onFocus={(event) => event.target.select()}
                      className="h-11 w-full rounded-lg border border-slate-300 px-3 text-base tabular-nums focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
