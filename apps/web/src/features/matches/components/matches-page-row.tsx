import { Clock, MapPin, Play } from 'lucide-react';
import { Link } from 'react-router';
import type { Match } from '@courtside/shared/api/match';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SIDE_PENDING, sideName } from '@/lib/match-sides';
import { MatchSides, MatchStatusBadges } from './match-side-row';
import { formatMatchTimeLine } from '@/lib/format';
import { matchPlaceLabel } from '@/lib/tournaments/labels';

interface MatchesPageRowProps {
  match: Match;
  canScore: boolean;
  /** The viewer keeps this match without playing in it (decision 026). */
  isKeeping?: boolean;
  onScore: () => void;
}

/**
 * One match of the Matches page: time (at the venue, and the viewer's) and court, the status badge,
 * both sides with their points per game, a link to its tournament, and Start
 * Match / Update Score for those allowed to score.
 */
export function MatchesPageRow({
  match,
  canScore,
  isKeeping = false,
  onScore,
}: MatchesPageRowProps) {
  const time = formatMatchTimeLine(match.startTime, match.timeZone);
  const names = `${sideName(match, 1) ?? SIDE_PENDING} v ${sideName(match, 2) ?? SIDE_PENDING}`;
  const action = match.status === 'scheduled' ? 'Start Match' : 'Update Score';
  return (
    <li className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          {time && (
            <span className="flex items-center gap-1 font-semibold text-slate-800">
              <Clock aria-hidden="true" className="h-4 w-4 text-slate-500" />
              <span className="sr-only">Time</span>
              {time}
            </span>
          )}
          {match.court && (
            <span className="flex min-w-0 items-center gap-1">
              <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
              <span className="sr-only">Court</span>
              <span className="min-w-0 truncate">{match.court.name}</span>
            </span>
          )}
        </p>
        <span className="flex items-center gap-1.5">
          {isKeeping && <Badge variant="info">Keeping</Badge>}
          <MatchStatusBadges match={match} />
        </span>
      </div>
      <MatchSides match={match} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        {/* The tournament's name when the server sends it; otherwise a link that says where it goes. */}
        <Link
          to={`/app/tournaments/${match.tournamentId}`}
          aria-label={match.tournamentName ? undefined : `View tournament of ${names}`}
          className="min-w-0 truncate text-sm font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {matchPlaceLabel(match) ?? 'View tournament'}
        </Link>
        {canScore && (
          <Button size="sm" aria-label={`${action}: ${names}`} onClick={onScore}>
            {match.status === 'scheduled' && <Play aria-hidden="true" className="h-4 w-4" />}
            {action}
          </Button>
        )}
      </div>
    </li>
  );
}
