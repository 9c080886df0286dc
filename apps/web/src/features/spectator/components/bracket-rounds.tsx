import type { SpectatorMatch } from '@courtside/shared/api/live';
import type { MatchSection } from '@/lib/match-sections';
import { MatchRow } from './match-row';

export type Section = MatchSection<SpectatorMatch>;

/** The rounds side by side, each a column of its matches; the sr-only winner marks stay inside. */
export function Rounds({ sections, isTv }: { sections: readonly Section[]; isTv: boolean }) {
  return (
    <div className="relative flex gap-4">
      {sections.map((section) => (
        <section
          key={section.key}
          aria-label={section.title}
          className={`shrink-0 space-y-2 ${isTv ? 'w-96' : 'w-64'}`}
        >
          <h3 className={`font-semibold text-slate-800 ${isTv ? 'text-2xl' : 'text-sm'}`}>
            {section.title}
          </h3>
          <ul className="space-y-2">
            {section.matches.map((match) => (
              <li key={match.id}>
                <MatchRow match={match} isTv={isTv} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
