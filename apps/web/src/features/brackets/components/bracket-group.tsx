import { useId, useRef, useState } from 'react';
import type { Match } from '@courtside/shared/api/match';
import { Button } from '@/components/ui/button';
import type { StandingRow } from '@/features/brackets/api/get-bracket';
import { playerSummary, playsIn } from '@/features/brackets/lib/bracket-player-summary';
import { matchSections } from '@/lib/match-sections';
import { BracketPlayerSummary } from './bracket-player-summary';
import { BracketRoundTable } from './bracket-round-table';
import { StandingsTable } from './standings-table';
import { i18n } from '@/lib/i18n';

/**
 * A round-robin group: its standings with the tie-break reason of each place,
 * the player summary, and the group's matches by round, which a player's name
 * in the summary filters to that player's matches.
 */
export function BracketGroup({
  title,
  standings,
  matches,
}: {
  title: string;
  standings: readonly StandingRow[];
  matches: readonly Match[];
}) {
  const headingId = useId();
  const [playerId, setPlayerId] = useState<string | null>(null);
  const summary = playerSummary(matches, standings);
  const player = summary.find((row) => row.entrantId === playerId) ?? null;
  const shown = player ? matches.filter((m) => playsIn(m, player.entrantId)) : matches;
  const sectionRef = useRef<HTMLElement>(null);
  const toggle = (id: string) => setPlayerId((current) => (current === id ? null : id));
  // "Show all" goes away once pressed: hand the focus back to the player's name.
  const showAll = () => {
    sectionRef.current
      ?.querySelector<HTMLButtonElement>(`button[data-entrant-id="${playerId}"]`)
      ?.focus();
    setPlayerId(null);
  };
  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      <StandingsTable title={i18n.t('{group} standings', { group: title })} rows={standings} />
      <BracketPlayerSummary
        title={i18n.t('{group} players', { group: title })}
        rows={summary}
        selectedId={player?.entrantId ?? null}
        onSelect={toggle}
      />
      <div className="bracket-print-hide space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 className="text-sm font-semibold text-slate-900">
            {i18n.t('{group} matches', { group: title })}
          </h4>
          <div className="flex items-center gap-2">
            <p role="status" className="text-sm text-slate-600">
              {player
                ? i18n.t('{count, plural, one {# match} other {# matches}} of {name}', {
                    count: shown.length,
                    name: player.name,
                  })
                : i18n.t('{count, plural, one {All # match} other {All # matches}}', {
                    count: matches.length,
                  })}
            </p>
            {player && (
              <Button variant="outline" size="sm" onClick={showAll}>
                {i18n.t('Show all')}
              </Button>
            )}
          </div>
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          {matchSections(shown).map((section) => (
            <BracketRoundTable key={section.key} title={section.title} matches={section.matches} />
          ))}
        </div>
      </div>
    </section>
  );
}
