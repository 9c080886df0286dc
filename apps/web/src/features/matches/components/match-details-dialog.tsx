import { Trophy } from 'lucide-react';
import type { MatchDetail } from '@courtside/shared/api/match';
import { LoadError } from '@/components/ui/load-error';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useTournamentMatchDetail } from '@/features/matches/api/match-detail';
import { useLiveTopics } from '@/lib/live/use-live-topics';
import { SIDE_PENDING, sideId, sideName, type SideNumber } from '@/lib/match-sides';
import { MatchCorrections } from './match-corrections';
import { SpecialResultLabel, specialResultName } from '@/components/special-result-label';
import { MatchRatingChanges } from './match-rating-changes';
import { formatMatchWhen } from './match-time';
import {
  MatchStatusBadge,
  ConfirmScoreActions,
  awaitingFrom,
} from '@/components/score-confirmation';
import { formatRating } from '@/lib/format';
import { i18n } from '@/lib/i18n';

/** A side's name, who plays on it (doubles) or its rating (singles), and whether it won. */
function SideSummary({ match, side }: { match: MatchDetail; side: SideNumber }) {
  const player = side === 1 ? match.player1 : match.player2;
  const team = side === 1 ? match.team1 : match.team2;
  const isWinner = match.winner !== null && match.winner === sideId(match, side);
  const detail = team
    ? team.players.map((p) => p.name).join(' & ')
    : player
      ? i18n.t('Rating: {rating}', {
          rating: player.rating == null ? i18n.t('N/A') : formatRating(player.rating),
        })
      : i18n.t('Waiting for an earlier match');
  return (
    <li className="min-w-0 rounded-lg border border-slate-200 p-3">
      <p className="flex items-center gap-1.5 font-semibold break-words text-slate-900">
        {sideName(match, side) ?? i18n.t(SIDE_PENDING)}
        {isWinner && (
          <>
            <Trophy aria-hidden="true" className="h-4 w-4 shrink-0 text-green-700" />
            <span className="sr-only">{i18n.t('(winner)')}</span>
          </>
        )}
      </p>
      <p className="text-sm text-slate-600">{detail}</p>
    </li>
  );
}

function ScoreTable({ match }: { match: MatchDetail }) {
  const games = match.score.player1.length;
  if (games === 0) return <p className="mt-3 text-sm text-slate-600">{i18n.t('No points yet.')}</p>;
  const cell = 'px-2 py-1.5 text-center tabular-nums';
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">
          {i18n.t('Points per game')}
          {match.resultKind && ` (${specialResultName(match.resultKind)})`}
        </caption>
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="py-1.5 pr-2 text-left font-medium">
              {i18n.t('Side')}
            </th>
            {Array.from({ length: games }, (_, i) => (
              <th key={i} scope="col" className={`${cell} font-medium`}>
                {i18n.t('Game {number}', { number: i + 1 })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {([1, 2] as const).map((side) => (
            <tr key={side} className="border-t border-slate-100">
              <th scope="row" className="max-w-40 truncate py-1.5 pr-2 text-left font-medium">
                {sideName(match, side) ?? i18n.t(SIDE_PENDING)}
                {match.resultKind && match.winner === sideId(match, side) && (
                  <>
                    {' '}
                    <SpecialResultLabel match={match} />
                  </>
                )}
              </th>
              {(side === 1 ? match.score.player1 : match.score.player2).map((points, i) => (
                <td key={i} className={cell}>
                  {points}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MatchFacts({ match }: { match: MatchDetail }) {
  const court = match.court
    ? [match.court.name, match.court.location].filter(Boolean).join(', ')
    : i18n.t('Not assigned');
  const facts = [
    [i18n.t('Court'), court],
    [
      i18n.t('Scheduled'),
      formatMatchWhen(match.startTime, match.timeZone) ?? i18n.t('Not scheduled'),
    ],
    [
      i18n.t('Started'),
      formatMatchWhen(match.actualStartTime, match.timeZone) ?? i18n.t('Not started'),
    ],
  ] as const;
  return (
    <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
          <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type ScorePerson = MatchDetail['scoreEntry']['enteredBy'];

const personName = (p: NonNullable<ScorePerson>) =>
  p.name ?? (p.role === 'keeper' ? i18n.t('a score keeper') : i18n.t('a former user'));

/**
 * Who entered the score and who confirmed it (decision 027): "Entered by Kim · Confirmed by
 * Lee", "Entered by Kim · Awaiting confirmation from Lee or the desk", a dispute and its note.
 */
export function ScoreEntryLine({ match }: { match: MatchDetail }) {
  const { enteredBy, confirmedBy, confirmation, disputedBy, disputeNote } = match.scoreEntry;
  if (!enteredBy && !disputedBy) return null;
  const parts: string[] = [];
  if (enteredBy) parts.push(i18n.t('Entered by {name}', { name: personName(enteredBy) }));
  if (match.awaitingConfirmation) parts.push(awaitingFrom(match));
  else if (confirmation === 'auto') parts.push(i18n.t('Confirmed automatically'));
  else if (confirmedBy)
    parts.push(i18n.t('Confirmed by {name}', { name: personName(confirmedBy) }));
  return (
    <div className="mt-3 text-sm text-slate-700">
      {parts.length > 0 && <p>{parts.join(' · ')}</p>}
      {disputedBy && !match.awaitingConfirmation && match.status !== 'completed' && (
        <p className="mt-1 text-amber-900">
          {disputeNote
            ? i18n.t('Disputed by {name}: {note}', {
                name: personName(disputedBy),
                note: disputeNote,
              })
            : i18n.t('Disputed by {name}', { name: personName(disputedBy) })}
        </p>
      )}
    </div>
  );
}

interface MatchDetailsDialogProps {
  tournamentId: string;
  matchId: string;
  roundLabel: string;
  /** A readable name for another match of the tournament, by its key. */
  describeMatch: (key: string) => string;
  onClose: () => void;
}

/**
 * The 'Match Details' dialog (spec section 2), for everyone: both sides with
 * their ratings, the points per game, status, court, scheduled and actual
 * start, who entered and who confirmed its score (decision 027), how the match
 * moved ratings, and the corrections of its result.
 */
export function MatchDetailsDialog({
  tournamentId,
  matchId,
  roundLabel,
  describeMatch,
  onClose,
}: MatchDetailsDialogProps) {
  const query = useTournamentMatchDetail(tournamentId, matchId);
  useLiveTopics([`match:${matchId}`]);
  const match = query.data;
  return (
    <Modal isOpen title={i18n.t('Match Details')} size="lg" onClose={onClose}>
      {match ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-600">
              {match.tournament.name} · {roundLabel}
            </p>
            <MatchStatusBadge match={match} />
          </div>
          <ul aria-label={i18n.t('Sides')} className="mt-3 grid gap-2 sm:grid-cols-2">
            <SideSummary match={match} side={1} />
            <SideSummary match={match} side={2} />
          </ul>
          <ScoreTable match={match} />
          <ScoreEntryLine match={match} />
          {match.canConfirm && match.awaitingConfirmation && (
            <div className="mt-3 flex flex-wrap gap-2">
              <ConfirmScoreActions
                match={match}
                names={i18n.t('{side1} v {side2}', {
                  side1: sideName(match, 1) ?? i18n.t(SIDE_PENDING),
                  side2: sideName(match, 2) ?? i18n.t(SIDE_PENDING),
                })}
              />
            </div>
          )}
          <MatchFacts match={match} />
          <MatchRatingChanges changes={match.ratingChanges} />
          <MatchCorrections corrections={match.corrections} describeMatch={describeMatch} />
        </>
      ) : query.isError ? (
        <LoadError
          title={i18n.t('Failed to load match details')}
          text={query.error.message}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <div className="flex justify-center py-10">
          <Spinner className="h-6 w-6" label={i18n.t('Loading match details...')} />
        </div>
      )}
    </Modal>
  );
}
