import { Play, Trophy } from 'lucide-react';
import type { Match } from '@courtside/shared/api/match';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  MATCH_STATUS_BADGE,
  MATCH_STATUS_LABELS,
  SIDE_PENDING,
  gamesOf,
  sideId,
  sideName,
  winnerName,
  type SideNumber,
} from '@/features/tournaments/lib/match-sides';

function SideRow({ match, side }: { match: Match; side: SideNumber }) {
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

interface MatchCardProps {
  match: Match;
  roundLabel: string;
  canScore: boolean;
  onScore: () => void;
}

/**
 * One match of the matches tab (spec section 2): round, both sides with their
 * points per game, the status badge, the winner once decided, and Start Match
 * / Update Score for those allowed to score.
 */
export function MatchCard({ match, roundLabel, canScore, onScore }: MatchCardProps) {
  const winner = winnerName(match);
  const games = gamesOf(match);
  const names = `${sideName(match, 1) ?? SIDE_PENDING} v ${sideName(match, 2) ?? SIDE_PENDING}`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs font-medium tracking-wide text-slate-600 uppercase">
          {match.stage === 'bronze' ? roundLabel : `${roundLabel} · Match ${match.position}`}
        </span>
        <Badge variant={MATCH_STATUS_BADGE[match.status]}>
          {MATCH_STATUS_LABELS[match.status]}
        </Badge>
      </div>
      <div className="mt-3 space-y-1.5">
        <SideRow match={match} side={1} />
        <SideRow match={match} side={2} />
      </div>
      {games.length > 0 && (
        <p className="sr-only">
          Score: {games.map(([a, b], i) => `game ${i + 1} ${a}-${b}`).join(', ')}
        </p>
      )}
      {(winner || canScore) && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
          {winner ? (
            <span className="flex items-center gap-1.5 text-sm font-semibold text-green-800">
              <Trophy aria-hidden="true" className="h-4 w-4" /> Winner: {winner}
            </span>
          ) : (
            <span />
          )}
          {canScore && (
            <Button
              size="sm"
              aria-label={`${match.status === 'scheduled' ? 'Start Match' : 'Update Score'}: ${names}`}
              onClick={onScore}
            >
              {match.status === 'scheduled' && <Play aria-hidden="true" className="h-4 w-4" />}
              {match.status === 'scheduled' ? 'Start Match' : 'Update Score'}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
