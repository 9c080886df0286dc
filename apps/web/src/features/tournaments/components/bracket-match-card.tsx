import { Trophy } from 'lucide-react';
import type { Match } from '@courtside/shared/api/match';
import { matchCardName } from '@/features/tournaments/lib/knockout-columns';
import {
  SIDE_PENDING,
  sideId,
  sideName,
  type SideNumber,
} from '@/features/tournaments/lib/match-sides';

function Side({ match, side }: { match: Match; side: SideNumber }) {
  const name = sideName(match, side);
  const isWinner = match.winner !== null && match.winner === sideId(match, side);
  const points = side === 1 ? match.score.player1 : match.score.player2;
  return (
    <div
      className={`flex items-center justify-between gap-2 px-3 py-1.5 ${isWinner ? 'bg-green-50 font-semibold text-green-900' : 'text-slate-800'}`}
    >
      <span
        className={`flex min-w-0 items-center gap-1 truncate ${name ? '' : 'text-slate-500 italic'}`}
      >
        {isWinner && <Trophy aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />}
        <span className="truncate">{name ?? SIDE_PENDING}</span>
      </span>
      <span className="flex shrink-0 gap-1 font-mono text-xs tabular-nums">
        {points.map((p, i) => (
          <span key={i} className="w-5 text-center">
            {p}
          </span>
        ))}
      </span>
    </div>
  );
}

/**
 * A match in the drawn bracket: both sides, points per game, the winner
 * highlighted. Focusable, and named in one sentence for screen readers.
 */
export function BracketMatchCard({ match, roundTitle }: { match: Match; roundTitle: string }) {
  const isLive = match.status === 'in-progress';
  return (
    <article
      tabIndex={0}
      aria-label={matchCardName(match, roundTitle)}
      className={`divide-y divide-slate-100 overflow-hidden rounded-lg border bg-white text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${isLive ? 'border-amber-400' : 'border-slate-200'}`}
    >
      <Side match={match} side={1} />
      <Side match={match} side={2} />
    </article>
  );
}
