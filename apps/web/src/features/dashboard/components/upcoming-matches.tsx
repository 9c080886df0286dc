import { Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { Match } from '@courtside/shared/api/match';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatMatchDateTime } from '@/lib/format';
import { matchPlaceLabel } from '@/lib/tournaments/labels';
import { useAuthStore } from '@/lib/auth-store';
import { playsIn } from '@/lib/match-sides';
import { i18n } from '@/lib/i18n';

/** The venue's day and time, with the user's own when it differs, or 'Not scheduled yet'. */
const whenOf = (match: Match): string =>
  formatMatchDateTime(match.startTime, match.timeZone) ?? i18n.t('Not scheduled yet');

/** A side's name: the team's in doubles, else the player's; TBD while undecided. */
const sideName = (match: Match, side: 1 | 2) =>
  (side === 1 ? (match.team1 ?? match.player1) : (match.team2 ?? match.player2))?.name ??
  i18n.t('TBD');

interface UpcomingMatchesProps {
  matches: Match[];
  /**
   * Organizers get Update Score (once both sides are known), which opens the
   * score dialog on the Matches page.
   */
  isOrganizer: boolean;
  /** The matches the user keeps (decision 026): marked "Keeping", each with its score button. */
  isKept?: boolean;
}

/** The dashboard's next scheduled matches (spec section 2). */
export function UpcomingMatches({ matches, isOrganizer, isKept = false }: UpcomingMatchesProps) {
  const userId = useAuthStore((s) => s.user?.id);
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {matches.map((match) => {
        const names = i18n.t('{side1} v {side2}', {
          side1: sideName(match, 1),
          side2: sideName(match, 2),
        });
        return (
          <li key={match.id} className="min-w-0">
            <Card className="flex h-full flex-col gap-2 p-4">
              <div className="flex items-start justify-between gap-2">
                <p className="font-semibold wrap-anywhere text-slate-900">{names}</p>
                {isKept && <Badge variant="info">{i18n.t('Keeping')}</Badge>}
              </div>
              {/* The desk called it (issue 27): where, and for its players to go there now. */}
              {match.calledAt && match.status === 'scheduled' && (
                <p className="rounded-lg bg-amber-50 px-2 py-1 text-sm font-semibold text-amber-900">
                  {match.court
                    ? playsIn(match, userId)
                      ? i18n.t('Called to {court}: go there now', { court: match.court.name })
                      : i18n.t('Called to {court}', { court: match.court.name })
                    : playsIn(match, userId)
                      ? i18n.t('Called to its court: go there now')
                      : i18n.t('Called to its court')}
                </p>
              )}
              {match.tournamentName && (
                <p className="truncate text-sm text-slate-600">{matchPlaceLabel(match)}</p>
              )}
              <ul className="space-y-1 text-sm text-slate-700">
                <li className="flex items-center gap-2">
                  <Clock aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
                  {whenOf(match)}
                </li>
                {match.court && (
                  <li className="flex min-w-0 items-center gap-2">
                    <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
                    <span className="min-w-0 truncate">{match.court.name}</span>
                  </li>
                )}
              </ul>
              {(isOrganizer || isKept) && match.player1Id && match.player2Id && (
                <div className="mt-auto pt-2">
                  <Link
                    to={`/app/matches?score=${encodeURIComponent(match.id)}`}
                    aria-label={i18n.t('Update Score: {names}', { names })}
                    className={buttonClasses('outline', 'sm')}
                  >
                    {i18n.t('Update Score')}
                  </Link>
                </div>
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
