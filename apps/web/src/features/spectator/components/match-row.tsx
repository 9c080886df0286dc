import { Trophy } from 'lucide-react';
import type { SpectatorMatch } from '@courtside/shared/api/live';
import { SPECIAL_RESULT_LABELS } from '@courtside/shared/domain/competition/statuses';
import { i18n } from '@/lib/i18n';
import {
  isLive,
  pairing,
  sideEntrantId,
  sideLabel,
  type SideNumber,
} from '@/features/spectator/lib/sides';
import { AwaitingBadge } from './awaiting-badge';
import { LiveBadge } from './live-badge';

function Side({ match, side, isTv }: { match: SpectatorMatch; side: SideNumber; isTv: boolean }) {
  const isWinner = match.winner !== null && match.winner === sideEntrantId(match, side);
  const points = side === 1 ? match.score.player1 : match.score.player2;
  return (
    <div className="flex items-center justify-between gap-3">
      <span
        className={`min-w-0 truncate ${isWinner ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
      >
        {sideLabel(match, side)}
        {isWinner && (
          <>
            <Trophy aria-hidden="true" className="ml-1 inline h-3.5 w-3.5 text-green-700" />
            <span className="sr-only"> {i18n.t('(winner)')}</span>
          </>
        )}
        {isWinner && match.resultKind && ` ${i18n.t(SPECIAL_RESULT_LABELS[match.resultKind])}`}
      </span>
      <span
        className={`flex shrink-0 gap-1 font-mono tabular-nums ${isTv ? 'text-xl' : 'text-sm'}`}
      >
        {points.map((p, i) => (
          <span key={i} className="min-w-7 rounded bg-slate-100 px-1 text-center text-slate-800">
            {p}
          </span>
        ))}
      </span>
    </div>
  );
}

/** One match as the bracket and the schedule show it: both sides, points per game, Live. */
export function MatchRow({
  match,
  isTv = false,
  meta,
}: {
  match: SpectatorMatch;
  isTv?: boolean;
  meta?: string | null;
}) {
  const isAwaiting = match.awaitingConfirmation && match.status !== 'completed';
  const isPlaying = isLive(match) && !isAwaiting;
  return (
    <article
      aria-label={pairing(match)}
      className={`relative rounded-lg border bg-white p-3 ${isPlaying ? 'border-red-300' : 'border-slate-200'} ${isTv ? 'text-xl' : 'text-sm'}`}
    >
      {(meta || isLive(match) || isAwaiting) && (
        <div className="mb-1.5 flex items-center justify-between gap-2 text-xs text-slate-600">
          <span>{meta}</span>
          {isAwaiting ? <AwaitingBadge /> : isPlaying && <LiveBadge />}
        </div>
      )}
      <div className="space-y-1">
        <Side match={match} side={1} isTv={isTv} />
        <Side match={match} side={2} isTv={isTv} />
      </div>
    </article>
  );
}
