import type { Match } from '@courtside/shared/api/match';
import { Card } from '@/components/ui/card';
import { ConfirmScoreActions } from '@/components/score-confirmation';
import { SIDE_PENDING, sideName } from '@/lib/match-sides';
import { matchPlaceLabel } from '@/lib/tournaments/labels';

/** "Kim Lobber 11-5, 11-7": the games as the side that entered them reads them. */
const scoreText = (m: Match) =>
  m.score.player1.map((a, i) => `${a}-${m.score.player2[i]}`).join(', ');

/**
 * Decision 027: the dashboard's scores that wait for the viewer (the other side or the desk),
 * each with Confirm Score and Dispute.
 */
export function ScoresToConfirm({ matches }: { matches: Match[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {matches.map((m) => {
        const names = `${sideName(m, 1) ?? SIDE_PENDING} v ${sideName(m, 2) ?? SIDE_PENDING}`;
        const entered = m.enteredBySide === 'player2' ? sideName(m, 2) : sideName(m, 1);
        return (
          <li key={m.id} className="min-w-0">
            <Card className="flex h-full flex-col gap-2 p-4">
              <p className="font-semibold wrap-anywhere text-slate-900">{names}</p>
              {m.tournamentName && (
                <p className="truncate text-sm text-slate-600">{matchPlaceLabel(m)}</p>
              )}
              <p className="text-sm text-slate-700">
                {entered ?? 'A player'} entered {scoreText(m)}
              </p>
              <div className="mt-auto flex flex-wrap gap-2 pt-2">
                <ConfirmScoreActions match={m} names={names} />
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
