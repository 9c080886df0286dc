import type { Match } from '@courtside/shared/api/match';
import { SpecialResultLabel, specialResultName } from '@/components/special-result-label';
import { SIDE_PENDING, gamesOf, sideId, sideName, type SideNumber } from '@/lib/match-sides';
import { MatchStatusBadge } from '@/components/score-confirmation';
import { i18n } from '@/lib/i18n';

/**
 * One side of a match: its name (bold for the winner) and its points per game; the
 * winner's row carries a special result's label beside the score.
 */
export function MatchSideRow({ match, side }: { match: Match; side: SideNumber }) {
  const name = sideName(match, side);
  const isWinner = match.winner !== null && match.winner === sideId(match, side);
  const points = side === 1 ? match.score.player1 : match.score.player2;
  return (
    <div className="flex items-center justify-between gap-3">
      <span
        className={`min-w-0 truncate ${isWinner ? 'font-semibold text-slate-900' : 'text-slate-700'} ${name ? '' : 'italic text-slate-500'}`}
      >
        {name ?? i18n.t(SIDE_PENDING)}
      </span>
      <span className="flex shrink-0 items-center gap-1.5">
        {isWinner && <SpecialResultLabel match={match} />}
        <span className="flex gap-1 font-mono text-sm tabular-nums" aria-hidden="true">
          {points.map((p, i) => (
            <span key={i} className="w-7 rounded bg-slate-100 text-center text-slate-800">
              {p}
            </span>
          ))}
        </span>
      </span>
    </div>
  );
}

/** Both sides of a match, and its score per game in words for screen readers. */
export function MatchSides({ match }: { match: Match }) {
  const games = gamesOf(match);
  return (
    <>
      <div className="mt-3 space-y-1.5">
        <MatchSideRow match={match} side={1} />
        <MatchSideRow match={match} side={2} />
      </div>
      {games.length > 0 && (
        <p className="sr-only">
          {i18n.t('Score: {games}', {
            games: games
              .map(([a, b], i) =>
                i18n.t('game {number} {score}', { number: i + 1, score: `${a}-${b}` }),
              )
              .join(', '),
          })}
          {match.resultKind && ` (${specialResultName(match.resultKind)})`}
        </p>
      )}
    </>
  );
}

/**
 * The one status badge. A match being played, whose score moves on screen as it is entered (the
 * live feed), carries the live marker inside its "In Progress" badge; a score awaiting
 * confirmation is no longer being played, so its badge says that alone.
 */
export function MatchStatusBadges({ match }: { match: Match }) {
  return <MatchStatusBadge match={match} />;
}
