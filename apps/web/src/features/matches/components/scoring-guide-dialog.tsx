import { Check, X } from 'lucide-react';
import {
  gamesToWin,
  isLegalFinalGameScore,
  type ScoringFormat,
} from '@courtside/shared/domain/competition/scoring';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { i18n } from '@/lib/i18n';

/**
 * The format's label ('Best of 3 games to 11'), written from the format itself: the words of
 * the presets' labels (SCORING_FORMAT_LABELS), in the page's language.
 */
function labelOf(format: ScoringFormat): string {
  return format.bestOf === 1
    ? i18n.t('One game to {points}', { points: format.pointsToWin })
    : i18n.t('Best of {bestOf} games to {points}', {
        bestOf: format.bestOf,
        points: format.pointsToWin,
      });
}

/**
 * Example final scores, each judged by the engine's own rule, so the guide can
 * never disagree with what the score form and the server accept.
 */
function examplesOf({ pointsToWin: n, winBy }: ScoringFormat) {
  const examples: { score: [number, number]; why: string }[] = [
    { score: [n, n - winBy], why: i18n.t('reached {n} with a {winBy}-point lead', { n, winBy }) },
    {
      score: [n + 1, n - 1],
      why: i18n.t('past {n}, play stops at a {winBy}-point lead', { n, winBy }),
    },
    { score: [n, 0], why: i18n.t('a shutout is a normal win') },
    { score: [n, n - 1], why: i18n.t('a 1-point lead is not enough: play goes on') },
    {
      score: [n + 4, 3],
      why: i18n.t('the game was over at {n}-3, so it cannot reach {more}', { n, more: n + 4 }),
    },
  ];
  return examples;
}

const RALLY =
  /*i18n*/ 'Rally scoring: a point is scored on every rally, whichever side served. The side that wins the rally serves next.';
const SIDE_OUT =
  /*i18n*/ 'Side-out scoring: only the serving side scores. When the serving side loses a rally the serve passes (in doubles, to the partner first, then to the other side: a side out).';

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
    <Modal isOpen title={i18n.t('Scoring Guide')} size="lg" onClose={onClose}>
      <div className="space-y-2 text-sm text-slate-700">
        <p className="text-base font-semibold text-brand-800">{labelOf(format)}</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>{i18n.t('Games to {n} points, win by {winBy}.', { n, winBy: format.winBy })}</li>
          <li>
            {format.bestOf === 1
              ? i18n.t('One game decides the match.')
              : i18n.t('Best of {bestOf}: the first side to win {needed} games wins the match.', {
                  bestOf: format.bestOf,
                  needed,
                })}
          </li>
          <li>
            {format.scoring === 'rally' ? i18n.t('Rally scoring.') : i18n.t('Side-out scoring.')}
          </li>
        </ul>

        <h3 className={heading}>{i18n.t('When a game is complete')}</h3>
        <p>
          {i18n.t(
            'A game is complete when one side has at least {n} points and leads by at least {winBy}. At {tie}-{tie} play goes on until one side is {winBy} ahead.',
            { n, winBy: format.winBy, tie: n - 1 },
          )}
        </p>

        <h3 className={heading}>{i18n.t('When a match is complete')}</h3>
        <p>
          {format.bestOf === 1
            ? i18n.t('The match is complete when its one game is.')
            : i18n.t(
                'The match is complete as soon as one side has won {needed} games; no more games are played after that. With the games level at {level}-{level}, a deciding game is needed.',
                { needed, level: needed - 1 },
              )}
        </p>

        <h3 className={heading}>{i18n.t('Legal final scores')}</h3>
        <p>{i18n.t('A game can only end on a score that play really stops at:')}</p>
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
                  {isLegal
                    ? i18n.t('legal: {why}.', { why })
                    : i18n.t('not legal: {why}.', { why })}
                </span>
              </li>
            );
          })}
        </ul>

        <h3 className={heading}>{i18n.t('Side-out and rally scoring')}</h3>
        <p>{i18n.t(RALLY)}</p>
        <p>{i18n.t(SIDE_OUT)}</p>
        <p>
          {format.scoring === 'rally'
            ? i18n.t(
                'This tournament uses rally scoring. Either way, the same final scores are legal.',
              )
            : i18n.t(
                'This tournament uses side-out scoring. Either way, the same final scores are legal.',
              )}
        </p>
      </div>
      <div className="mt-6 flex justify-end">
        <Button variant="outline" onClick={onClose}>
          {i18n.t('Got it')}
        </Button>
      </div>
    </Modal>
  );
}
