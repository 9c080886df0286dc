import { useId } from 'react';
import { Mail } from 'lucide-react';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { SCORING_FORMAT_LABELS } from '@courtside/shared/domain/competition/scoring-labels';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import MedalsList from '@/components/medals-list';
import { ProgressBar } from '@/components/ui/progress-bar';
import { FORMAT_LABELS, TYPE_LABELS } from '@/lib/tournaments/labels';
import { isRulesEmpty, rulesPreview } from '@/features/tournaments/lib/rules';
import { formatMoney } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { FormatSummarySettings } from './format-summary-settings';
import { championOf } from './set-winner-champion';
import { TournamentStatusBadge } from './tournament-status-badge';

function formatSummary(t: TournamentDetail): string {
  switch (t.format) {
    case 'round-robin': {
      const groups = i18n.t(
        '{count, plural, =1 {Players are split into one group and play everyone in their group.} other {Players are split into # groups and play everyone in their group.}}',
        { count: t.numGroups },
      );
      const knockout = t.knockoutEnabled
        ? i18n.t('The top {count} of each group go on to a knockout stage.', {
            count: t.advanceCount,
          })
        : i18n.t('The best record wins.');
      return `${groups} ${knockout}`;
    }
    case 'swiss':
      return i18n.t(
        'Each round pairs players with similar records, with no rematches, over a fixed number of rounds.',
      );
    case 'double-elimination':
      return t.grandFinalReset
        ? i18n.t(
            "Double elimination: a first loss drops a player into the losers' bracket, a second ends their event. The two brackets' winners meet in the grand final, played twice if the losers' bracket winner wins the first.",
          )
        : i18n.t(
            "Double elimination: a first loss drops a player into the losers' bracket, a second ends their event. The two brackets' winners meet in one grand final.",
          );
    case 'consolation':
      return i18n.t(
        'Single elimination with consolation: the knockout decides gold and silver; players who lose before the final play a consolation bracket for bronze.',
      );
    default:
      return i18n.t(
        'Single elimination: players are seeded by rating and the winner of each match moves on until one is left.',
      );
  }
}

/**
 * The spec's default rules as the tournament's own scoring option plays them (the shared
 * `defaultRulesSummary`, in the page's language): "Games to 11, win by 2", "Best of 3 games per
 * match"; unknown stored values read as the defaults.
 */
function defaultRules(name: string | null | undefined, system: string | null | undefined) {
  const known = name && Object.hasOwn(SCORING_FORMAT_LABELS, name) ? name : 'best-of-3-to-11';
  const [, bestOf, points] = /^(?:best-of-(\d)|one-game)-to-(\d+)$/.exec(known) ?? [];
  return [
    i18n.t(
      '{system, select, sideout {Standard pickleball rules, side-out scoring} other {Standard pickleball rules, rally scoring}}',
      { system: system === 'side-out' ? 'sideout' : 'rally' },
    ),
    i18n.t('Games to {points}, win by 2', { points: points ?? '11' }),
    bestOf
      ? i18n.t('Best of {count} games per match', { count: bestOf })
      : i18n.t('One game per match'),
    i18n.t('30-second timeout per game'),
  ];
}

/** The event's medals once any is decided (decision 023's addendum): never before. */
function MedalsCard({ medals }: { medals: NonNullable<TournamentDetail['medals']> }) {
  const headingId = useId();
  return (
    <Card className="p-4 sm:p-5">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {i18n.t('Medals')}
      </h2>
      <div className="mt-3">
        <MedalsList medals={medals} headingId={headingId} />
      </div>
    </Card>
  );
}

interface OverviewTabProps {
  tournament: TournamentDetail;
  isOwner: boolean;
  onViewRules: () => void;
  onContact: () => void;
}

/** Format and rules summaries, the organizer card and the registration stats. */
export function OverviewTab({ tournament: t, isOwner, onViewRules, onContact }: OverviewTabProps) {
  const sectionTitle = 'text-lg font-semibold text-slate-900';
  const champion = championOf(t);
  return (
    // One column at phone width, so a card shrinks to the screen instead of widening it.
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <div className="min-w-0 space-y-4 lg:col-span-2">
        <Card className="p-4 sm:p-5">
          <h2 className={sectionTitle}>{i18n.t('Tournament Format')}</h2>
          <p className="mt-1 text-sm font-medium text-slate-800">
            {i18n.t(FORMAT_LABELS[t.format ?? 'knockout'])} ·{' '}
            {i18n.t(TYPE_LABELS[t.type ?? 'singles'])}
          </p>
          <p className="mt-2 text-sm text-slate-700">{formatSummary(t)}</p>
          <FormatSummarySettings tournament={t} />
        </Card>
        <Card className="p-4 sm:p-5">
          <h2 className={sectionTitle}>{i18n.t('Rules')}</h2>
          {isRulesEmpty(t.rules) ? (
            // The spec's defaults, as the tournament's own scoring option plays them.
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {defaultRules(t.scoringFormat, t.scoringSystem).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <>
              <p className="mt-2 text-sm text-slate-700">{rulesPreview(t.rules ?? '')}</p>
              <button
                type="button"
                onClick={onViewRules}
                className="mt-2 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {i18n.t('View full rules')}
              </button>
            </>
          )}
        </Card>
      </div>
      <div className="min-w-0 space-y-4">
        {t.medals && t.medals.length > 0 && <MedalsCard medals={t.medals} />}
        <Card className="p-4 sm:p-5">
          <h2 className={sectionTitle}>{i18n.t('Organizer')}</h2>
          <div className="mt-3 flex items-center gap-3">
            <Avatar name={t.organizer.name} src={t.organizer.profileImage} size="lg" />
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{t.organizer.name}</p>
              <p className="text-sm text-slate-600 capitalize">
                {i18n.t('{role, select, organizer {organizer} other {player}}', {
                  role: t.organizer.role,
                })}
              </p>
              {t.organizer.location && (
                <p className="text-sm text-slate-600">{t.organizer.location}</p>
              )}
            </div>
          </div>
          {!isOwner && (
            <Button variant="outline" size="sm" className="mt-4 w-full" onClick={onContact}>
              <Mail aria-hidden="true" className="h-4 w-4" /> {i18n.t('Contact Organizer')}
            </Button>
          )}
        </Card>
        <Card className="p-4 sm:p-5">
          <h2 className={sectionTitle}>{i18n.t('Stats')}</h2>
          <div className="mt-3 flex justify-between text-sm text-slate-700">
            <span>{i18n.t('Registration')}</span>
            <span>
              {t.currentParticipants}/{t.maxParticipants}
            </span>
          </div>
          <div className="mt-1">
            <ProgressBar
              label={i18n.t('Registration')}
              value={t.currentParticipants}
              max={t.maxParticipants}
              valueText={i18n.t('{current} of {max} places taken', {
                current: t.currentParticipants,
                max: t.maxParticipants,
              })}
            />
          </div>
          <dl className="mt-4 space-y-2 text-sm">
            {champion && (
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">{i18n.t('Champion')}</dt>
                <dd className="text-right font-semibold break-words text-slate-900">{champion}</dd>
              </div>
            )}
            <div className="flex justify-between">
              <dt className="text-slate-600">{i18n.t('Status')}</dt>
              <dd>
                <TournamentStatusBadge status={t.status} />
              </dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-600">{i18n.t('Entry Fee')}</dt>
              <dd className="font-medium text-slate-900">{formatMoney(t.entryFee)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-600">{i18n.t('Prize Pool')}</dt>
              <dd className="font-medium text-slate-900">{formatMoney(t.prizePool)}</dd>
            </div>
          </dl>
        </Card>
      </div>
    </div>
  );
}
