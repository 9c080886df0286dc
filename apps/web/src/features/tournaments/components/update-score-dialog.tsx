import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { MATCH_MESSAGES, type Match } from '@courtside/shared/api/match';
import { validateMatchScore } from '@courtside/shared/domain/competition/match-score';
import { gameWinner, type ScoringFormat } from '@courtside/shared/domain/competition/scoring';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useUpdateMatchScore } from '@/features/tournaments/api/update-match-score';
import { SIDE_PENDING, sideName } from '@/features/tournaments/lib/match-sides';
import {
  SCORE_INPUT_MAX,
  draftFromMatch,
  gamesFromDraft,
  initialSetCount,
  toPoints,
  toScoreBody,
  type ScoreDraft,
} from '@/features/tournaments/lib/score-draft';
import { ApiError } from '@/lib/api-error';
import { ScoreFeedback } from './score-feedback';

/**
 * A refusal the server explained (403 not allowed, 409 completed or changed
 * meanwhile, 422 an illegal score) is shown as it said it; anything else is the
 * spec's 'Failed to update score'.
 */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || ![403, 409, 422].includes(error.status ?? 0)) {
    return MATCH_MESSAGES.scoreFailed;
  }
  return error.fieldErrors.score ?? error.serverMessage ?? error.message;
}

interface UpdateScoreDialogProps {
  match: Match;
  format: ScoringFormat;
  roundLabel: string;
  onClose: () => void;
}

/**
 * The 'Update Match Score' dialog (spec sections 2 and 5): 1 to `bestOf` sets,
 * points 0 to 21 per side, live feedback from the engine's rules, and only the
 * chosen sets sent, with the version they were built on.
 */
export function UpdateScoreDialog({ match, format, roundLabel, onClose }: UpdateScoreDialogProps) {
  const [draft, setDraft] = useState<ScoreDraft>(() => draftFromMatch(match, format));
  const [setCount, setSetCount] = useState(() => initialSetCount(match, format));
  const update = useUpdateMatchScore(match.tournamentId);
  const names: [string, string] = [
    sideName(match, 1) ?? SIDE_PENDING,
    sideName(match, 2) ?? SIDE_PENDING,
  ];
  const games = gamesFromDraft(draft, setCount);
  const issues = validateMatchScore(games, format);

  const edit = (game: number, side: 0 | 1, text: string) =>
    setDraft((rows) =>
      rows.map((row, i) => (i === game ? (side === 0 ? [text, row[1]] : [row[0], text]) : row)),
    );
  // On leaving a field its text becomes the number that will be sent.
  const normalize = (game: number, side: 0 | 1) =>
    edit(game, side, String(toPoints(draft[game]![side])));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { matchId: match.id, input: { score: toScoreBody(games), version: match.version } },
      {
        onSuccess: () => {
          toast.success(MATCH_MESSAGES.scoreUpdated);
          onClose();
        },
        onError: (error) => toast.error(failureMessage(error)),
      },
    );
  };

  return (
    <Modal
      isOpen
      title="Update Match Score"
      size="md"
      onClose={onClose}
      isDismissDisabled={update.isPending}
    >
      <form onSubmit={onSubmit} noValidate>
        <p className="text-sm text-slate-600">
          {roundLabel}: <span className="font-semibold text-slate-900">{names[0]}</span> v{' '}
          <span className="font-semibold text-slate-900">{names[1]}</span>. Games to{' '}
          {format.pointsToWin}, win by {format.winBy}, best of {format.bestOf}.
        </p>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-slate-800">Number of sets</legend>
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
                  onChange={() => setSetCount(count)}
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
                Game
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
                    Game {i + 1}
                    {won && (
                      <span className="block text-xs font-normal text-green-800">
                        {won === 'side1' ? names[0] : names[1]} won
                      </span>
                    )}
                  </th>
                  {([0, 1] as const).map((side) => (
                    <td key={side} className="py-1.5 pr-2">
                      <input
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={SCORE_INPUT_MAX}
                        aria-label={`Game ${i + 1}, ${names[side]} points`}
                        value={draft[i]![side]}
                        onChange={(event) => edit(i, side, event.target.value)}
                        onBlur={() => normalize(i, side)}
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
        <ScoreFeedback games={games} issues={issues} format={format} names={names} />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" isLoading={update.isPending} disabled={issues.length > 0}>
            {update.isPending ? 'Saving...' : 'Save Score'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
