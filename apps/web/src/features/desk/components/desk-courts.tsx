import type { DeskCourt } from '@courtside/shared/api/desk';
import type { Match } from '@courtside/shared/api/match';
import { ConfirmScoreActions, SCORE_DISPUTED } from '@/components/score-confirmation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { elapsedText } from '@/lib/elapsed';
import { currentLocale, i18n } from '@/lib/i18n';
import { gamesOf } from '@/lib/match-sides';
import { AWAITING_CONFIRMATION } from '@/lib/matches/awaiting-confirmation';
import { pairingOf, venueClock } from './desk-labels';

const STATE_BADGE = {
  free: { variant: 'success', text: /*i18n*/ 'Free' },
  called: { variant: 'warning', text: /*i18n*/ 'Called' },
  'on-court': { variant: 'danger', text: /*i18n*/ 'On court' },
  awaiting: { variant: 'info', text: AWAITING_CONFIRMATION },
  disputed: { variant: 'danger', text: SCORE_DISPUTED },
} as const;

type ShownState = keyof typeof STATE_BADGE;

/** A state's badge text, translated; lowercased for an accessible name (not German nouns). */
const badgeText = (state: ShownState) => i18n.t(STATE_BADGE[state].text);
const lowerState = (state: ShownState) =>
  currentLocale() === 'de' ? badgeText(state) : badgeText(state).toLowerCase();

/** What a court (or a match apart) shows: a score entered and waiting is no longer in play. */
export const shownState = (state: DeskCourt['state'], match: Match | null): ShownState =>
  state !== 'on-court'
    ? state
    : match?.awaitingConfirmation
      ? 'awaiting'
      : match?.dispute
        ? 'disputed'
        : state;

/**
 * The match a court holds, or one listed apart: on court (elapsed, the game in play), its score
 * waiting for confirmation (Confirm Score and Dispute for the desk), or called (since when, late,
 * uncall).
 */
export function DeskMatchState({
  match,
  state,
  isLate,
  now,
  timeZone,
  uncallingId,
  onUncall,
  where,
}: {
  match: Match;
  state: Exclude<ShownState, 'free'>;
  isLate: boolean;
  now: number;
  timeZone: string | undefined;
  uncallingId: string | null;
  onUncall: (matchId: string) => void;
  /** "Court 2", for the uncall button's name. */
  where: string;
}) {
  const games = gamesOf(match);
  const current = games.at(-1);
  if (state === 'awaiting') {
    return (
      <div className="mt-1 space-y-2">
        <p className="text-sm text-slate-600">
          {i18n.t('Score entered: {games}', {
            games: games.map(([a, b]) => `${a}-${b}`).join(', '),
          })}
        </p>
        <div className="flex flex-wrap gap-2">
          <ConfirmScoreActions match={match} names={pairingOf(match)} />
        </div>
      </div>
    );
  }
  if (state === 'disputed') {
    return (
      <div className="mt-1 space-y-1 text-sm text-slate-700">
        <p>
          {match.dispute?.note
            ? i18n.t('Score entered: {games}, disputed: “{note}”', {
                games: games.map(([a, b]) => `${a}-${b}`).join(', '),
                note: match.dispute.note,
              })
            : i18n.t('Score entered: {games}, disputed', {
                games: games.map(([a, b]) => `${a}-${b}`).join(', '),
              })}
        </p>
        <p className="text-slate-600">{i18n.t('Enter the right score from the Matches tab.')}</p>
      </div>
    );
  }
  if (state === 'on-court') {
    return (
      <p className="mt-1 text-sm text-slate-600">
        {match.actualStartTime
          ? i18n.t('On court for {elapsed}', {
              elapsed: i18n.t(elapsedText(match.actualStartTime, now)),
            })
          : i18n.t('On court')}
        {current
          ? i18n.t(' · {score} in game {game}', {
              score: `${current[0]}-${current[1]}`,
              game: games.length,
            })
          : ''}
      </p>
    );
  }
  return (
    <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-slate-600">
        {match.calledAt
          ? i18n.t('Called at {time} ({elapsed} ago)', {
              time: venueClock(match.calledAt, timeZone),
              elapsed: i18n.t(elapsedText(match.calledAt, now)),
            })
          : i18n.t('Called')}
        {isLate && <span className="font-semibold text-red-700"> · {i18n.t('Late')}</span>}
      </p>
      <Button
        size="sm"
        variant="outline"
        isLoading={uncallingId === match.id}
        onClick={() => onUncall(match.id)}
        aria-label={i18n.t('Uncall {pairing} from {court}', {
          pairing: pairingOf(match),
          court: where,
        })}
      >
        {i18n.t('Uncall')}
      </Button>
    </div>
  );
}

/**
 * The desk's courts: free, a match called there (since when, uncall), on court (elapsed, score)
 * or its score awaiting confirmation (the desk confirms it there).
 */
export function DeskCourts({
  courts,
  now,
  timeZone,
  uncallingId,
  onUncall,
}: {
  courts: DeskCourt[];
  now: number;
  timeZone: string | undefined;
  uncallingId: string | null;
  onUncall: (matchId: string) => void;
}) {
  return (
    <section aria-labelledby="desk-courts" className="space-y-2">
      <h2 id="desk-courts" className="text-lg font-semibold text-slate-900">
        {i18n.t('Courts')}
      </h2>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {courts.map((court) => {
          const { match } = court;
          const state = shownState(court.state, match);
          const badge = STATE_BADGE[state];
          return (
            <li
              key={court.id}
              aria-label={`${court.name}: ${lowerState(state)}`}
              className={`min-w-0 rounded-xl border bg-white p-3 ${court.isLate ? 'border-red-400 bg-red-50' : 'border-slate-200'}`}
            >
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold text-slate-800">{court.name}</span>
                <Badge variant={badge.variant}>{badgeText(state)}</Badge>
              </div>
              {match && state !== 'free' && (
                <>
                  <p className="mt-1 text-sm break-words text-slate-900">{pairingOf(match)}</p>
                  {match.eventName && (
                    <p className="text-xs break-words text-slate-600">{match.eventName}</p>
                  )}
                  <DeskMatchState
                    match={match}
                    state={state}
                    isLate={court.isLate}
                    now={now}
                    timeZone={timeZone}
                    uncallingId={uncallingId}
                    onUncall={onUncall}
                    where={court.name}
                  />
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * Matches called or in play that no court above shows (a score keeper started them without a
 * call): listed apart with their court, if any, so the desk never loses sight of one.
 */
export function DeskElsewhere({
  matches,
  courtName,
  now,
  timeZone,
  uncallingId,
  onUncall,
}: {
  matches: Match[];
  courtName: (id: string | null) => string | null;
  now: number;
  timeZone: string | undefined;
  uncallingId: string | null;
  onUncall: (matchId: string) => void;
}) {
  if (matches.length === 0) return null;
  return (
    <section aria-labelledby="desk-elsewhere" className="space-y-2">
      <h2 id="desk-elsewhere" className="text-lg font-semibold text-slate-900">
        {i18n.t('Not shown on a court')}
      </h2>
      <p className="text-sm text-slate-600">
        {i18n.t(
          'Started by a score keeper without a call, or on a court that shows another match.',
        )}
      </p>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {matches.map((match) => {
          const state = shownState(match.status === 'in-progress' ? 'on-court' : 'called', match);
          if (state === 'free') return null;
          const badge = STATE_BADGE[state];
          const where = courtName(match.courtId);
          return (
            <li
              key={match.id}
              aria-label={`${pairingOf(match)}: ${lowerState(state)}`}
              className="min-w-0 rounded-xl border border-amber-300 bg-amber-50 p-3"
            >
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold text-slate-800">{where ?? i18n.t('No court')}</span>
                <Badge variant={badge.variant}>{badgeText(state)}</Badge>
              </div>
              <p className="mt-1 text-sm break-words text-slate-900">{pairingOf(match)}</p>
              {match.eventName && (
                <p className="text-xs break-words text-slate-600">{match.eventName}</p>
              )}
              <DeskMatchState
                match={match}
                state={state}
                isLate={false}
                now={now}
                timeZone={timeZone}
                uncallingId={uncallingId}
                onUncall={onUncall}
                where={where ?? i18n.t('its court')}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
