import type { PlayerMatch } from '@courtside/shared/api/player';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { i18n } from '@/lib/i18n';

const gamesText = (games: PlayerMatch['games']) => games.map(([a, b]) => `${a}-${b}`).join(', ');

/** The last five results, latest first, as W and L marks. */
export function PlayerForm({ form }: { form: readonly ('W' | 'L')[] }) {
  if (form.length === 0) return null;
  const said = form.map((r) => (r === 'W' ? i18n.t('won') : i18n.t('lost'))).join(', ');
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{i18n.t('Recent Form')}</h3>
      <p className="sr-only">
        {i18n.t('Last {count}, latest first: {results}', { count: form.length, results: said })}
      </p>
      <ol aria-hidden="true" className="mt-2 flex gap-1.5">
        {form.map((result, i) => (
          <li
            key={i}
            className={`flex h-7 w-7 items-center justify-center rounded-full text-xs font-bold ${
              result === 'W' ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800'
            }`}
          >
            {result === 'W' ? i18n.t('W') : i18n.t('L')}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The player's latest completed matches: result, opponent, tournament, games and day. */
export function PlayerRecentMatches({ matches }: { matches: readonly PlayerMatch[] }) {
  return (
    <section aria-labelledby="player-recent-matches">
      <h3 id="player-recent-matches" className="text-sm font-semibold text-slate-900">
        {i18n.t('Recent Matches')}
      </h3>
      {matches.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{i18n.t('No completed matches yet')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {matches.map((m) => (
            <li key={m.matchId} className="flex items-start gap-3 px-3 py-2.5">
              <Badge variant={m.result === 'W' ? 'success' : 'danger'}>
                {m.result === 'W' ? i18n.t('Won') : i18n.t('Lost')}
              </Badge>
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium break-words text-slate-900">
                  {i18n.t('vs {opponent}', { opponent: m.opponent })}
                </p>
                <p className="break-words text-slate-600">{m.tournamentName}</p>
              </div>
              <div className="shrink-0 text-right text-sm">
                {m.games.length > 0 && (
                  <p className="font-medium text-slate-900 tabular-nums">
                    <span className="sr-only">{i18n.t('Games')} </span>
                    {gamesText(m.games)}
                  </p>
                )}
                <p className="text-slate-600">{formatDate(m.completedAt)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
