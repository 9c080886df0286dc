import type { MatchCorrection } from '@courtside/shared/api/match';
import { Badge } from '@/components/ui/badge';
import { formatMatchWhen } from './match-time';
import { i18n } from '@/lib/i18n';
import { richText } from '@/lib/i18n/rich-text';

type Score = MatchCorrection['before'];

/** '11-5 11-7', or 'no score'. */
const scoreText = (score: Score) =>
  score.player1.map((points, i) => `${points}-${score.player2[i] ?? 0}`).join(' ') ||
  i18n.t('no score');

interface MatchCorrectionsProps {
  corrections: MatchCorrection[];
  /** A readable name for a match key the correction reset ('Final · Kim Lobber v Lee Volley'). */
  describeMatch: (key: string) => string;
}

/** The corrections of a completed result, oldest first: who, when, the old and new score. */
export function MatchCorrections({ corrections, describeMatch }: MatchCorrectionsProps) {
  return (
    <section aria-labelledby="match-corrections" className="mt-5">
      <h3 id="match-corrections" className="text-base font-semibold text-slate-900">
        {i18n.t('Corrections')}
      </h3>
      {corrections.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">
          {i18n.t('This result has not been corrected.')}
        </p>
      ) : (
        <ol className="mt-2 space-y-2">
          {corrections.map((c) => (
            <li key={c.id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className="text-slate-700">
                {richText(
                  i18n.t('<who>{name}</who> on {date}', {
                    name: c.by?.name ?? i18n.t('A former organizer'),
                    date: formatMatchWhen(c.at, null) ?? i18n.t('an unknown date'),
                  }),
                  { who: (name) => <span className="font-semibold text-slate-900">{name}</span> },
                )}
              </p>
              <p className="mt-1 font-mono tabular-nums text-slate-900">
                {scoreText(c.before)} <span aria-hidden="true">→</span>
                <span className="sr-only">{i18n.t('changed to')}</span> {scoreText(c.after)}
              </p>
              {(c.winnerChanged || c.resetMatches.length > 0) && (
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  {c.winnerChanged && <Badge variant="warning">{i18n.t('Winner changed')}</Badge>}
                  {c.resetMatches.length > 0 && (
                    <span className="text-slate-700">
                      {i18n.t('Reset: {matches}', {
                        matches: c.resetMatches.map(describeMatch).join(', '),
                      })}
                    </span>
                  )}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
