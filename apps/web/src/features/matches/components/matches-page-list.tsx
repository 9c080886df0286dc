import type { Match } from '@courtside/shared/api/match';
import { groupByDay, matchCount } from './matches-page-days';
import { MatchesPageRow } from './matches-page-row';

interface MatchesPageListProps {
  matches: readonly Match[];
  now: Date;
  canScore: (match: Match) => boolean;
  /** Matches the viewer keeps (decision 026) carry a "Keeping" badge. */
  isKeeping?: (match: Match) => boolean;
  onScore: (match: Match) => void;
}

/** The page's matches by start day (Today, Tomorrow, Yesterday or the date), each with its count. */
export function MatchesPageList({
  matches,
  now,
  canScore,
  isKeeping,
  onScore,
}: MatchesPageListProps) {
  return (
    <div className="space-y-6">
      {groupByDay(matches, now).map((group) => (
        <section key={group.key} aria-labelledby={`day-${group.key}`}>
          <div className="mb-3 flex items-baseline justify-between gap-3">
            <h2 id={`day-${group.key}`} className="text-lg font-semibold text-slate-900">
              {group.title}
            </h2>
            <p className="shrink-0 text-sm text-slate-600">{matchCount(group.matches.length)}</p>
          </div>
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
            {group.matches.map((match) => (
              <MatchesPageRow
                key={match.id}
                match={match}
                canScore={canScore(match)}
                isKeeping={isKeeping?.(match) ?? false}
                onScore={() => onScore(match)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
