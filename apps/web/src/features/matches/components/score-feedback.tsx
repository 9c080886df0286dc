import { CheckCircle2, AlertCircle } from 'lucide-react';
import { matchProgress } from '@courtside/shared/domain/competition/match-score';
import type { ScoringFormat } from '@courtside/shared/domain/competition/scoring';
import { i18n } from '@/lib/i18n';

interface ScoreFeedbackProps {
  games: readonly [number, number][];
  /** What is wrong with the score, as the form shows it (its rule of when errors show). */
  messages: readonly string[];
  format: ScoringFormat;
  names: [string, string];
  /** The owner correcting a completed result: saving corrects it rather than completes it. */
  isCorrection?: boolean;
  /** Decision 027: a player's deciding score waits for the other side or the desk. */
  needsConfirmation?: boolean;
}

/**
 * Where the entered score stands: what the form says is wrong with it (the
 * engine's rules, which the server checks too), or else who leads, or who has won.
 */
export function ScoreFeedback({
  games,
  messages,
  format,
  names,
  isCorrection = false,
  needsConfirmation = false,
}: ScoreFeedbackProps) {
  const progress = matchProgress(games, format);
  const [won1, won2] = progress.gamesWon;
  let summary: string;
  if (progress.winner) {
    const [winner, high, low] =
      progress.winner === 'side1' ? [names[0], won1, won2] : [names[1], won2, won1];
    const saving = isCorrection
      ? i18n.t('Saving corrects the result.')
      : needsConfirmation
        ? i18n.t('Saving sends it to the other side to confirm.')
        : i18n.t('Saving completes it.');
    summary = `${i18n.t('{winner} wins the match {high}-{low}.', { winner, high, low })} ${saving}`;
  } else if (won1 !== won2) {
    const leader = won1 > won2 ? names[0] : names[1];
    summary = i18n.t(
      '{leader} leads {high}-{low} in games; game {game} is next or in play. {toWin, plural, other {The first to # games wins.}}',
      {
        leader,
        high: Math.max(won1, won2),
        low: Math.min(won1, won2),
        game: progress.currentGame,
        toWin: progress.gamesToWin,
      },
    );
  } else {
    summary = i18n.t(
      'Games {won1}-{won2}. {toWin, plural, other {The first to # games wins the match.}}',
      { won1, won2, toWin: progress.gamesToWin },
    );
  }
  const isValid = messages.length === 0;
  return (
    <div
      aria-live="polite"
      className={`mt-4 flex items-start gap-2 rounded-lg border p-3 text-sm ${isValid ? 'border-slate-200 bg-slate-50 text-slate-800' : 'border-red-200 bg-red-50 text-red-800'}`}
    >
      {isValid ? (
        <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
      ) : (
        <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      )}
      {isValid ? (
        <p>{summary}</p>
      ) : (
        <ul className="space-y-1">
          {messages.map((message) => (
            <li key={message}>{i18n.t(message)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
