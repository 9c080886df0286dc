import type { TournamentSummary } from '@courtside/shared/api/tournament';
import { scoringOptionLabel } from '@courtside/shared/domain/competition/scoring-labels';

type FormatSettings = Pick<
  TournamentSummary,
  | 'format'
  | 'knockoutEnabled'
  | 'scoringFormat'
  | 'scoringSystem'
  | 'hasBronzeMatch'
  | 'grandFinalReset'
  | 'courtCount'
  | 'restMinutes'
  | 'scoreConfirmation'
  | 'confirmationMinutes'
>;

interface FormatSummarySettingsProps {
  /** A tournament (detail or summary): only the fields above are read. */
  tournament: FormatSettings;
}

/**
 * How the matches are played: the scoring format, courts, the rest between an
 * entrant's matches and, when there is a knockout (the whole event, or the stage
 * after round-robin groups), whether a third-place match is played.
 */
export function FormatSummarySettings({ tournament: t }: FormatSummarySettingsProps) {
  const hasKnockoutStage =
    t.format === 'knockout' || (t.format === 'round-robin' && t.knockoutEnabled);
  const settings: [term: string, value: string][] = [
    ['Scoring', scoringOptionLabel(t.scoringFormat, t.scoringSystem)],
    ['Courts', String(t.courtCount)],
    ['Rest between matches', `${t.restMinutes} min`],
  ];
  if (hasKnockoutStage) settings.push(['Third-place match', t.hasBronzeMatch ? 'yes' : 'no']);
  if (t.scoreConfirmation) {
    const by = 'the other side or the desk';
    settings.push([
      "Players' own scores confirmed by",
      t.confirmationMinutes === null
        ? by
        : `${by}, or by themselves after ${t.confirmationMinutes} min`,
    ]);
  }
  if (t.format === 'double-elimination') {
    settings.push(['Grand final', t.grandFinalReset ? 'a second match if necessary' : 'one match']);
  }

  return (
    <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
      {settings.map(([term, value]) => (
        <div key={term}>
          <dt className="inline text-slate-600">{term}:</dt>{' '}
          <dd className="inline font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
