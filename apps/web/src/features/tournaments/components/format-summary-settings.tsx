import type { TournamentSummary } from '@courtside/shared/api/tournament';
import { SCORING_FORMAT_LABELS } from '@courtside/shared/domain/competition/scoring-labels';
import { formatNumber } from '@/lib/format';
import { i18n } from '@/lib/i18n';

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
 * The whole scoring option in the page's language, as `scoringOptionLabel` says it in English
 * ("Best of 3 games to 15, side-out scoring"); unknown stored values read as the defaults.
 */
function scoringText(name: string | null | undefined, system: string | null | undefined) {
  const known = name && Object.hasOwn(SCORING_FORMAT_LABELS, name) ? name : 'best-of-3-to-11';
  const [, bestOf, points] = /^(?:best-of-(\d)|one-game)-to-(\d+)$/.exec(known) ?? [];
  return i18n.t(
    '{games, plural, =1 {One game to {points}} other {Best of # games to {points}}}, {system, select, sideout {side-out scoring} other {rally scoring}}',
    {
      games: bestOf ? Number(bestOf) : 1,
      points: points ?? '11',
      system: system === 'side-out' ? 'sideout' : 'rally',
    },
  );
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
    [i18n.t('Scoring'), scoringText(t.scoringFormat, t.scoringSystem)],
    [i18n.t('Courts'), formatNumber(t.courtCount)],
    [i18n.t('Rest between matches'), i18n.t('{minutes} min', { minutes: t.restMinutes })],
  ];
  if (hasKnockoutStage) {
    settings.push([i18n.t('Third-place match'), t.hasBronzeMatch ? i18n.t('yes') : i18n.t('no')]);
  }
  if (t.scoreConfirmation) {
    settings.push([
      i18n.t("Players' own scores confirmed by"),
      t.confirmationMinutes === null
        ? i18n.t('the other side or the desk')
        : i18n.t('the other side or the desk, or by themselves after {minutes} min', {
            minutes: t.confirmationMinutes,
          }),
    ]);
  }
  if (t.format === 'double-elimination') {
    settings.push([
      i18n.t('Grand final'),
      t.grandFinalReset ? i18n.t('a second match if necessary') : i18n.t('one match'),
    ]);
  }

  return (
    <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
      {settings.map(([term, value]) => (
        <div key={term}>
          <dt className="inline text-slate-600">{i18n.t('{term}:', { term })}</dt>{' '}
          <dd className="inline font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
