import { Trophy } from 'lucide-react';
import type { Match } from '@courtside/shared/api/match';
import { knockoutColumns } from '@/features/tournaments/lib/knockout-columns';
import { winnerName } from '@/features/tournaments/lib/match-sides';
import { BracketMatchCard } from './bracket-match-card';

/**
 * A knockout drawn by rounds: a column per round (scrolling sideways on a
 * phone), byes in round 1, the champion once the final is decided, and the
 * third-place match on its own.
 */
export function KnockoutBracket({ matches, title }: { matches: readonly Match[]; title: string }) {
  const columns = knockoutColumns(matches);
  const final = columns.at(-1)?.slots[0];
  const champion = final?.kind === 'match' ? winnerName(final.match) : null;
  const bronze = matches.find((m) => m.stage === 'bronze');
  return (
    <section aria-labelledby="knockout-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="knockout-title" className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {champion && (
          <p className="flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            <Trophy aria-hidden="true" className="h-4 w-4" /> Champion: {champion}
          </p>
        )}
      </div>
      <div className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        <div className="flex min-w-max gap-6">
          {columns.map((column) => (
            <div key={column.round} className="flex w-56 flex-col">
              <h3 className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">
                {column.title}
              </h3>
              <ul className="flex flex-1 flex-col justify-around gap-4">
                {column.slots.map((slot) => (
                  <li key={slot.position}>
                    {slot.kind === 'match' ? (
                      <BracketMatchCard match={slot.match} roundTitle={column.title} />
                    ) : (
                      <p className="rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-600">
                        {slot.entrant ?? 'A seed'} has a bye
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      {bronze && (
        <div className="max-w-xs">
          <h3 className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">
            Third-place match
          </h3>
          <BracketMatchCard match={bronze} roundTitle="Third-place match" />
        </div>
      )}
    </section>
  );
}
