import type { PublicTournament } from '@courtside/shared/api/live';
import { displayTime } from '@/features/spectator/lib/dates';
import {
  calledLine,
  courtsBoard,
  liveLine,
  type CourtRow,
} from '@/features/spectator/lib/courts-board';
import { currentGame, gamesLine, pairing } from '@/features/spectator/lib/sides';
import { elapsedText, useNow } from '@/lib/elapsed';
import { i18n } from '@/lib/i18n';
import { AwaitingBadge } from './awaiting-badge';
import { LiveBadge } from './live-badge';

/**
 * The live courts board (issue 27): per court the match on court ('Court 3: Reyes / Park v
 * Nguyen / Ellis, 7-5 in game 3', how long it has been on, the earlier games), the match the
 * desk called there (who, since when), or free with what is next there. Large on a TV.
 */
export function CourtsBoard({ data, isTv }: { data: PublicTournament; isTv: boolean }) {
  const rows = courtsBoard(data);
  const now = useNow();
  const isAnyBusy = rows.some((row) => row.match);
  return (
    <section aria-labelledby="courts-heading" className="space-y-3">
      <h2
        id="courts-heading"
        className={`font-semibold text-slate-900 ${isTv ? 'text-4xl' : 'text-xl'}`}
      >
        {i18n.t('Courts')}
      </h2>
      {rows.length === 0 || (!isAnyBusy && rows.every((row) => !row.next)) ? (
        <p className={`text-slate-600 ${isTv ? 'text-2xl' : ''}`}>
          {data.tournament.status === 'completed'
            ? i18n.t('Every match has been played.')
            : i18n.t('No match in play right now.')}
        </p>
      ) : (
        <ul
          className={`grid gap-3 ${isTv ? 'grid-cols-1 lg:grid-cols-2' : 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3'}`}
        >
          {rows.map((row) => (
            <li
              key={row.key}
              data-testid="court"
              data-state={row.state}
              className={`min-w-0 rounded-xl border bg-white p-4 shadow-sm ${row.state === 'on-court' ? 'border-red-300' : row.state === 'called' ? 'border-amber-300' : 'border-slate-200'}`}
            >
              <CourtCard row={row} data={data} isTv={isTv} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CourtCard({
  row,
  data,
  isTv,
  now,
}: {
  row: CourtRow;
  data: PublicTournament;
  isTv: boolean;
  now: number;
}) {
  const { match } = row;
  const small = isTv ? 'text-xl' : 'text-xs';
  if (!match) {
    return (
      <>
        <p className={`font-semibold text-slate-700 ${isTv ? 'text-2xl' : 'text-sm'}`}>
          {i18n.t('{court}: free', { court: row.courtName })}
        </p>
        {row.next && (
          <p className={`mt-1 text-slate-600 ${isTv ? 'text-xl' : 'text-sm'}`}>
            {row.next.startTime
              ? i18n.t('Next at {time}: {pairing}', {
                  time: displayTime(row.next.startTime, data.tournament.timeZone) ?? '',
                  pairing: pairing(row.next),
                })
              : i18n.t('Next: {pairing}', { pairing: pairing(row.next) })}
          </p>
        )}
      </>
    );
  }
  const isOnCourt = row.state === 'on-court';
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <span className="sr-only">
          {isOnCourt ? liveLine(row.courtName, match) : calledLine(row.courtName, match)}
        </span>
        <span
          aria-hidden="true"
          className={`font-semibold text-slate-700 ${isTv ? 'text-2xl' : 'text-sm'}`}
        >
          {row.courtName}
        </span>
        {isOnCourt && match.awaitingConfirmation ? (
          <AwaitingBadge />
        ) : isOnCourt ? (
          <LiveBadge />
        ) : (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold tracking-wide text-amber-900 uppercase">
            {i18n.t('Called')}
          </span>
        )}
      </div>
      <p
        aria-hidden="true"
        className={`mt-2 font-semibold break-words text-slate-900 ${isTv ? 'text-xl sm:text-3xl' : 'text-base'}`}
      >
        {pairing(match)}
      </p>
      {isOnCourt ? (
        <>
          <p
            aria-hidden="true"
            data-testid="court-score"
            className={`mt-1 font-mono text-slate-900 tabular-nums ${isTv ? 'text-3xl sm:text-5xl' : 'text-2xl'}`}
          >
            {currentGame(match) ?? i18n.t('No points yet')}
          </p>
          {match.score.player1.length > 1 && (
            <p className={`mt-1 text-slate-600 ${small}`}>
              {i18n.t('Games: {games}', { games: gamesLine(match) })}
            </p>
          )}
          {match.actualStartTime && (
            <p className={`mt-1 text-slate-600 ${small}`}>
              {i18n.t('On court for {elapsed}', {
                elapsed: i18n.t(elapsedText(match.actualStartTime, now)),
              })}
            </p>
          )}
        </>
      ) : (
        match.calledAt && (
          <p className={`mt-1 text-slate-700 ${isTv ? 'text-xl' : 'text-sm'}`}>
            {i18n.t('Called at {time} ({elapsed} ago)', {
              time: displayTime(match.calledAt, data.tournament.timeZone) ?? '',
              elapsed: i18n.t(elapsedText(match.calledAt, now)),
            })}
          </p>
        )
      )}
    </>
  );
}
