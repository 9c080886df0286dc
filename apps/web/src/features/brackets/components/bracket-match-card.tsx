import { Trophy } from 'lucide-react';
import type { Match } from '@courtside/shared/api/match';
import { SpecialResultLabel } from '@/components/special-result-label';
import { byeName, matchCardName } from '@/features/brackets/lib/knockout-columns';
import { SIDE_PENDING, sideId, sideName, type SideNumber } from '@/lib/match-sides';
import { EntrantName, useActiveEntrant } from './bracket-path';
import { i18n } from '@/lib/i18n';

const CARD = 'overflow-hidden rounded-lg border bg-white text-sm shadow-sm';
const ON_PATH = 'border-sky-700 ring-2 ring-sky-700';

function Side({
  match,
  side,
  activeId,
}: {
  match: Match;
  side: SideNumber;
  activeId: string | null;
}) {
  const id = sideId(match, side);
  const name = sideName(match, side);
  const isWinner = match.winner !== null && match.winner === id;
  const isActive = id !== null && id === activeId;
  const points = side === 1 ? match.score.player1 : match.score.player2;
  const tone = isActive
    ? 'bg-sky-100 text-sky-950'
    : isWinner
      ? 'bg-green-50 text-green-900'
      : 'text-slate-800';
  return (
    <div
      className={`flex h-8 items-center justify-between gap-2 px-3 ${tone} ${isWinner ? 'font-semibold' : ''}`}
    >
      <span className="flex min-w-0 items-center gap-1">
        {isWinner && <Trophy aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />}
        <EntrantName
          id={id}
          name={name ?? i18n.t(SIDE_PENDING)}
          className={name ? '' : 'text-slate-600 italic'}
        />
      </span>
      <span className="flex shrink-0 items-center gap-1 font-mono text-xs tabular-nums">
        {isWinner && <SpecialResultLabel match={match} />}
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
 * marked; outlined while its entrant's path is highlighted. Named in one
 * sentence for screen readers.
 */
export function BracketMatchCard({ match, title }: { match: Match; title: string }) {
  const activeId = useActiveEntrant();
  const isOnPath =
    activeId !== null && (match.player1Id === activeId || match.player2Id === activeId);
  const border = match.status === 'in-progress' ? 'border-amber-500' : 'border-slate-300';
  return (
    <article
      aria-label={matchCardName(match, title)}
      data-highlighted={isOnPath || undefined}
      className={`divide-y divide-slate-200 ${CARD} ${isOnPath ? ON_PATH : border}`}
    >
      <Side match={match} side={1} activeId={activeId} />
      <Side match={match} side={2} activeId={activeId} />
    </article>
  );
}

/** A round 1 line whose seed had no opponent and went straight to round 2. */
export function BracketByeCard({
  title,
  entrant,
  entrantId,
}: {
  title: string;
  entrant: string | null;
  entrantId: string | null;
}) {
  const activeId = useActiveEntrant();
  const isOnPath = entrantId !== null && entrantId === activeId;
  return (
    <article
      aria-label={byeName(title, entrant)}
      data-highlighted={isOnPath || undefined}
      className={`flex h-8 items-center justify-between gap-2 border-dashed px-3 ${CARD} ${isOnPath ? `${ON_PATH} bg-sky-100` : 'border-slate-400'}`}
    >
      <EntrantName id={entrantId} name={entrant ?? i18n.t('A seed')} className="text-slate-800" />
      <span className="shrink-0 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {i18n.t('Bye')}
      </span>
    </article>
  );
}
