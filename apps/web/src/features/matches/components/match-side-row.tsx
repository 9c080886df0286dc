import type { Match } from '@courtside/shared/api/match';
import { SIDE_PENDING, sideId, sideName, type SideNumber } from '@/lib/match-sides';

/** One side of a match: its name (bold for the winner) and its points per game. */
export function MatchSideRow({ match, side }: { match: Match; side: SideNumber }) {
  const name = sideName(match, side);
  const isWinner = match.winner !== null && match.winner === sideId(match, side);
  const points = side === 1 ? match.score.player1 : match.score.player2;
  return (
    <div className="flex items-center justify-between gap-3">
      <span
        className={`min-w-0 truncate ${isWinner ? 'font-semibold text-slate-900' : 'text-slate-700'} ${name ? '' : 'italic text-slate-500'}`}
      >
        {name ?? SIDE_PENDING}
      </span>
      <span className="flex shrink-0 gap-1 font-mono text-sm tabular-nums" aria-hidden="true">
        {points.map((p, i) => (
          <span key={i} className="w-7 rounded bg-slate-100 text-center text-slate-800">
            {p}
          </span>
        ))}
      </span>
    </div>
  );
}
