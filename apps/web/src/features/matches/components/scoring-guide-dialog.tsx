import { Check, X } from 'lucide-react';
import { SCORING_FORMAT_LABELS } from '@courtside/shared/domain/competition/scoring-labels';
import {
  SCORING_FORMATS,
  gamesToWin,
  isLegalFinalGameScore,
  type ScoringFormat,
  type ScoringFormatName,
} from '@courtside/shared/domain/competition/scoring';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/** The preset's label ('Best of 3 games to 11'), or one written from the format itself. */
function labelOf(format: ScoringFormat): string {
  const name = (Object.keys(SCORING_FORMATS) as ScoringFormatName[]).find((key) => {
    const preset = SCORING_FORMATS[key];
    return preset.bestOf === format.bestOf && preset.pointsToWin === format.pointsToWin;
  });
  if (name) return SCORING_FORMAT_LABELS[name];
  return format.bestOf === 1
    ? `One game to ${format.pointsToWin}`
    : `Best of ${format.bestOf} games to ${format.pointsToWin}`;
}

/**
 * Example final scores, each judged by the engine's own rule, so the guide can
 * never disagree with what the score form and the server accept.
 */
function examplesOf({ pointsToWin: n, winBy }: ScoringFormat) {
  const examples: { score: [number, number]; why: string }[] = [
    { score: [n, n - winBy], why: `reached ${n} with a ${winBy}-point lead` },
    { score: [n + 1, n - 1], why: `past ${n}, play stops at a ${winBy}-point lead` },
    { score: [n, 0], why: 'a shutout is a normal win' },
    { score: [n, n - 1], why: `a 1-point lead is not enough: play goes on` },
    { score: [n + 4, 3], why: `the game was over at ${n}-3, so it cannot reach ${n + 4}` },
  ];
  return examples;
}

const RALLY =
  'Rally scoring: a point is scored on every rally, whichever side served. The side that wins the rally serves next.';
const SIDE_OUT =
  'Side-out scoring: only the serving side scores. When the serving side loses a rally the serve passes (in doubles, to the partner first, then to the other side: a side out).';

/**
 * The scoring guide of spec section 2: the tournament's format (games to N,
 * win by 2, best of K), when a game and a match are complete, which final
 * scores are legal, and side-out against rally scoring.
 */
export function ScoringGuideDialog({
  format,
  onClose,
}: {
  format: ScoringFormat;
  onClose: () => void;
}) {
  const n = format.pointsToWin;
  const needed = gamesToWin(format);
  const heading = 'mt-4 text-base font-semibold text-slate-900';
  return (
    <Modal isOpen title="Scoring Guide" size="lg" onClose={onClose}>
      <div className="space-y-2 text-sm text-slate-700">
        <p className="text-base font-semibold text-brand-800">{labelOf(format)}</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Games to {n} points, win by {format.winBy}.
          </li>
          <li>
            {format.bestOf === 1
              ? 'One game decides the match.'
              : `Best of ${format.bestOf}: the first side to win ${needed} games wins the match.`}
          </li>
          <li>{format.scoring === 'rally' ? 'Rally scoring.' : 'Side-out scoring.'}</li>
        </ul>

        <h3 className={heading}>When a game is complete</h3>
        <p>
          A game is complete when one side has at least {n} points and leads by at least{' '}
          {format.winBy}. At {n - 1}-{n - 1} play goes on until one side is {format.winBy} ahead.
        </p>

        <h3 className={heading}>When a match is complete</h3>
        <p>
          {format.bestOf === 1
            ? 'The match is complete when its one game is.'
            : `The match is complete as soon as one side has won ${needed} games; no more games are played after that. With the games level at ${needed - 1}-${needed - 1}, a deciding game is needed.`}
        </p>

        <h3 className={heading}>Legal final scores</h3>
        <p>A game can only end on a score that play really stops at:</p>
        <ul className="space-y-1.5">
          {examplesOf(format).map(({ score, why }) => {
            const isLegal = isLegalFinalGameScore(score, format);
            const Icon = isLegal ? Check : X;
            return (
              <li key={score.join('-')} className="flex items-start gap-2">
                <Icon
                  aria-hidden="true"
                  className={`mt-0.5 h-4 w-4 shrink-0 ${isLegal ? 'text-green-700' : 'text-red-700'}`}
                />
                <span>
                  <span className="font-mono font-semibold tabular-nums">
                    {score[0]}-{score[1]}
                  </span>{' '}
                  {isLegal ? 'legal' : 'not legal'}: {why}.
                </span>
              </li>
            );
          })}
        </ul>

        <h3 className={heading}>Side-out and rally scoring</h3>
        <p>{RALLY}</p>
        <p>{SIDE_OUT}</p>
        <p>
          This tournament uses {format.scoring === 'rally' ? 'rally' : 'side-out'} scoring. Either
          way, the same final scores are legal.
        </p>
      </div>
      <div className="mt-6 flex justify-end">
        <Button variant="outline" onClick={onClose}>
          Got it
        </Button>
      </div>
    </Modal>
  );
}
