import type { Match } from '@courtside/shared/api/match';

/**
 * 'Live' on a match in play (issue 11): its score moves on screen as it is entered, pushed
 * over the websocket. Nothing for other matches.
 */
export function LiveBadge({ match }: { match: Pick<Match, 'status'> }) {
  if (match.status !== 'in-progress') return null;
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
      <span aria-hidden="true" className="h-1.5 w-1.5 animate-pulse rounded-full bg-white" />
      Live
    </span>
  );
}
