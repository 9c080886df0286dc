import { Eye, Pencil, Play, Settings2, Trophy } from 'lucide-react';
import type { Match } from '@courtside/shared/api/match';
import { Button } from '@/components/ui/button';
import { SIDE_PENDING, sideName, winnerName } from '@/lib/match-sides';
import { MatchSides, MatchStatusBadges } from './match-side-row';
import { formatMatchWhen } from './match-time';
import { ConfirmScoreActions, awaitingFrom } from '@/components/score-confirmation';
import { i18n } from '@/lib/i18n';

/** What the viewer may do with a match; an absent handler hides its button. */
export interface MatchCardActions {
  onDetails: () => void;
  /** The owner: schedule and score keepers. */
  onManage?: () => void;
  /** Those allowed to score a match that is not completed (spec section 6). */
  onScore?: () => void;
  /** The owner of an ongoing tournament, on a completed match. */
  onCorrect?: () => void;
}

interface MatchCardProps {
  match: Match;
  roundLabel: string;
  actions: MatchCardActions;
}

/**
 * One match of the matches tab (spec section 2): round, both sides with their
 * points per game, the status badge, court and time, the winner once decided,
 * and the buttons: View Details for everyone, Manage for the owner, Start
 * Match / Update Score for those allowed to score, Correct Score for the owner
 * on a completed match; Confirm Score and Dispute for the other side or the desk
 * while a player's own score awaits confirmation (decision 027).
 */
export function MatchCard({ match, roundLabel, actions }: MatchCardProps) {
  const winner = winnerName(match);
  const names = i18n.t('{side1} v {side2}', {
    side1: sideName(match, 1) ?? i18n.t(SIDE_PENDING),
    side2: sideName(match, 2) ?? i18n.t(SIDE_PENDING),
  });
  const when = formatMatchWhen(match.startTime, match.timeZone);
  const where = [match.court?.name, when].filter(Boolean).join(' · ');
  const scoreLabel = match.status === 'scheduled' ? i18n.t('Start Match') : i18n.t('Update Score');
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-xs font-medium tracking-wide text-slate-600 uppercase">
            {match.stage === 'bronze'
              ? roundLabel
              : i18n.t('{round} · Match {number}', { round: roundLabel, number: match.position })}
          </span>
          <MatchStatusBadges match={match} />
        </div>
        <MatchSides match={match} />
        {where && <p className="mt-2 text-xs text-slate-600">{where}</p>}
        {match.awaitingConfirmation && (
          <p className="mt-2 text-xs font-medium text-sky-900">{awaitingFrom(match)}</p>
        )}
        {winner && (
          <p className="mt-3 flex items-center gap-1.5 text-sm font-semibold text-green-800">
            <Trophy aria-hidden="true" className="h-4 w-4 shrink-0" />{' '}
            {i18n.t('Winner: {name}', { name: winner })}
          </p>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <Button
          variant="outline"
          size="sm"
          aria-label={i18n.t('View Details: {names}', { names })}
          onClick={actions.onDetails}
        >
          <Eye aria-hidden="true" className="h-4 w-4" /> {i18n.t('View Details')}
        </Button>
        {actions.onManage && (
          <Button
            variant="outline"
            size="sm"
            aria-label={i18n.t('Manage: {names}', { names })}
            onClick={actions.onManage}
          >
            <Settings2 aria-hidden="true" className="h-4 w-4" /> {i18n.t('Manage')}
          </Button>
        )}
        {actions.onScore && (
          <Button
            size="sm"
            aria-label={i18n.t('{action}: {names}', { action: scoreLabel, names })}
            onClick={actions.onScore}
          >
            {match.status === 'scheduled' && <Play aria-hidden="true" className="h-4 w-4" />}
            {scoreLabel}
          </Button>
        )}
        <ConfirmScoreActions match={match} names={names} />
        {actions.onCorrect && (
          <Button
            variant="outline"
            size="sm"
            aria-label={i18n.t('Correct Score: {names}', { names })}
            onClick={actions.onCorrect}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" /> {i18n.t('Correct Score')}
          </Button>
        )}
      </div>
    </li>
  );
}
