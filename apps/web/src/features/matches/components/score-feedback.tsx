import { CheckCircle2, AlertCircle } from 'lucide-react';
import { matchProgress } from '@courtside/shared/domain/competition/match-score';
import type { ScoringFormat } from '@courtside/shared/domain/competition/scoring';

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
    summary = `${winner} wins the match ${high}-${low}. ${isCorrection ? 'Saving corrects the result.' : needsConfirmation ? 'Saving sends it to the other side to confirm.' : 'Saving completes it.'}`;
  } else if (won1 !== won2) {
    const leader = won1 > won2 ? names[0] : names[1];
    summary = `${leader} leads ${Math.max(won1, won2)}-${Math.min(won1, won2)} in games; game ${progress.currentGame} is next or in play. The first to ${progress.gamesToWin} games wins.`;
  } else {
    summary = `Games ${won1}-${won2}. The first to ${progress.gamesToWin} games wins the match.`;
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
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
