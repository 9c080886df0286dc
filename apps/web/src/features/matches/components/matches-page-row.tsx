import { Clock, MapPin, Play } from 'lucide-react';
import { Link } from 'react-router';
import type { Match } from '@courtside/shared/api/match';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SIDE_PENDING, sideName } from '@/lib/match-sides';
import { MatchSides, MatchStatusBadges } from './match-side-row';
import { formatMatchTimeLine } from '@/lib/format';
import { matchPlaceLabel } from '@/lib/tournaments/labels';
import { i18n } from '@/lib/i18n';

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
  const names = i18n.t('{side1} v {side2}', {
    side1: sideName(match, 1) ?? i18n.t(SIDE_PENDING),
    side2: sideName(match, 2) ?? i18n.t(SIDE_PENDING),
  });
  const action = match.status === 'scheduled' ? i18n.t('Start Match') : i18n.t('Update Score');
  return (
    <li className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          {time && (
            <span className="flex items-center gap-1 font-semibold text-slate-800">
              <Clock aria-hidden="true" className="h-4 w-4 text-slate-500" />
              <span className="sr-only">{i18n.t('Time')}</span>
              {time}
            </span>
          )}
          {match.court && (
            <span className="flex min-w-0 items-center gap-1">
              <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
              <span className="sr-only">{i18n.t('Court')}</span>
              <span className="min-w-0 truncate">{match.court.name}</span>
            </span>
          )}
        </p>
        <span className="flex items-center gap-1.5">
          {isKeeping && <Badge variant="info">{i18n.t('Keeping')}</Badge>}
          <MatchStatusBadges match={match} />
        </span>
      </div>
      <MatchSides match={match} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        {/* The tournament's name when the server sends it; otherwise a link that says where it goes. */}
        <Link
          to={`/app/tournaments/${match.tournamentId}`}
          aria-label={
            match.tournamentName ? undefined : i18n.t('View tournament of {names}', { names })
          }
          className="min-w-0 truncate text-sm font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {matchPlaceLabel(match) ?? i18n.t('View tournament')}
        </Link>
        {canScore && (
          <Button
            size="sm"
            aria-label={i18n.t('{action}: {names}', { action, names })}
            onClick={onScore}
          >
            {match.status === 'scheduled' && <Play aria-hidden="true" className="h-4 w-4" />}
            {action}
          </Button>
        )}
      </div>
    </li>
  );
}
