import type { PublicTournament } from '@courtside/shared/api/live';
import { displayTime } from '@/features/spectator/lib/dates';
import { courtsBoard, liveLine } from '@/features/spectator/lib/courts-board';
import { currentGame, gamesLine, pairing } from '@/features/spectator/lib/sides';
import { LiveBadge } from './live-badge';

/**
 * The live courts board: per court the match in play ('Court 3: Reyes / Park v Nguyen /
 * Ellis, 7-5 in game 3', with the earlier games) or what is next there. Large on a TV.
 */
export function CourtsBoard({ data, isTv }: { data: PublicTournament; isTv: boolean }) {
  const rows = courtsBoard(data);
  const isAnyLive = rows.some((row) => row.live);
  return (
    <section aria-labelledby="courts-heading" className="space-y-3">
      <h2
        id="courts-heading"
        className={`font-semibold text-slate-900 ${isTv ? 'text-4xl' : 'text-xl'}`}
      >
        Courts
      </h2>
      {rows.length === 0 || (!isAnyLive && rows.every((row) => !row.next)) ? (
        <p className={`text-slate-600 ${isTv ? 'text-2xl' : ''}`}>
          {data.tournament.status === 'completed'
            ? 'Every match has been played.'
            : 'No match in play right now.'}
        </p>
      ) : (
        <ul
          className={`grid gap-3 ${isTv ? 'grid-cols-1 lg:grid-cols-2' : 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3'}`}
        >
          {rows.map((row) => (
            <li
              key={row.key}
              className={`min-w-0 rounded-xl border bg-white p-4 shadow-sm ${row.live ? 'border-red-300' : 'border-slate-200'}`}
            >
              {row.live ? (
                <>
                  <div className="flex items-center justify-between gap-2">
                    <span className="sr-only">{liveLine(row.courtName, row.live)}</span>
                    <span
                      aria-hidden="true"
                      className={`font-semibold text-slate-700 ${isTv ? 'text-2xl' : 'text-sm'}`}
                    >
                      {row.courtName}
                    </span>
                    <LiveBadge />
                  </div>
                  <p
                    aria-hidden="true"
                    className={`mt-2 font-semibold break-words text-slate-900 ${isTv ? 'text-xl sm:text-3xl' : 'text-base'}`}
                  >
                    {pairing(row.live)}
                  </p>
                  <p
                    aria-hidden="true"
                    data-testid="court-score"
                    className={`mt-1 font-mono text-slate-900 tabular-nums ${isTv ? 'text-3xl sm:text-5xl' : 'text-2xl'}`}
                  >
                    {currentGame(row.live) ?? 'No points yet'}
                  </p>
                  {row.live.score.player1.length > 1 && (
                    <p className={`mt-1 text-slate-600 ${isTv ? 'text-xl' : 'text-xs'}`}>
                      Games: {gamesLine(row.live)}
                    </p>
                  )}
                </>
              ) : (
                <>
                  <p className={`font-semibold text-slate-700 ${isTv ? 'text-2xl' : 'text-sm'}`}>
                    {row.courtName}: free
                  </p>
                  {row.next && (
                    <p className={`mt-1 text-slate-600 ${isTv ? 'text-xl' : 'text-sm'}`}>
                      Next
                      {row.next.startTime
                        ? ` at ${displayTime(row.next.startTime, data.tournament.timeZone)}`
                        : ''}
                      : {pairing(row.next)}
                    </p>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
