import type { DeskCourt } from '@courtside/shared/api/desk';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { elapsedText } from '@/lib/elapsed';
import { gamesOf } from '@/lib/match-sides';
import { pairingOf, venueClock } from './desk-labels';

const STATE_BADGE = {
  free: { variant: 'success', text: 'Free' },
  called: { variant: 'warning', text: 'Called' },
  'on-court': { variant: 'danger', text: 'On court' },
} as const;

/** The desk's courts: free, a match called there (since when, uncall) or on court (elapsed, score). */
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
        Courts
      </h2>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {courts.map((court) => {
          const { match } = court;
          const badge = STATE_BADGE[court.state];
          const games = match ? gamesOf(match) : [];
          const current = games.at(-1);
          return (
            <li
              key={court.id}
              aria-label={`${court.name}: ${badge.text.toLowerCase()}`}
              className={`min-w-0 rounded-xl border bg-white p-3 ${court.isLate ? 'border-red-400 bg-red-50' : 'border-slate-200'}`}
            >
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold text-slate-800">{court.name}</span>
                <Badge variant={badge.variant}>{badge.text}</Badge>
              </div>
              {match && (
                <>
                  <p className="mt-1 text-sm break-words text-slate-900">{pairingOf(match)}</p>
                  {court.state === 'on-court' ? (
                    <p className="mt-1 text-sm text-slate-600">
                      {match.actualStartTime
                        ? `On court for ${elapsedText(match.actualStartTime, now)}`
                        : 'On court'}
                      {current ? ` · ${current[0]}-${current[1]} in game ${games.length}` : ''}
                    </p>
                  ) : (
                    <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
                      <p className="text-sm text-slate-600">
                        {match.calledAt
                          ? `Called at ${venueClock(match.calledAt, timeZone)} (${elapsedText(match.calledAt, now)} ago)`
                          : 'Called'}
                        {court.isLate && (
                          <span className="font-semibold text-red-700"> · Late</span>
                        )}
                      </p>
                      <Button
                        size="sm"
                        variant="outline"
                        isLoading={uncallingId === match.id}
                        onClick={() => onUncall(match.id)}
                        aria-label={`Uncall ${pairingOf(match)} from ${court.name}`}
                      >
                        Uncall
                      </Button>
                    </div>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
