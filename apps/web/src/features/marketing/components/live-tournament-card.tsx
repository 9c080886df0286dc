import { MapPin, Radio } from 'lucide-react';
import { i18n } from '@/lib/i18n';

const GAMES = [
  { team: 'Reyes / Park', games: [11, 8, 7], isServing: true },
  { team: 'Nguyen / Ellis', games: [9, 11, 5], isServing: false },
];

/** The static live-tournament card of the hero (spec section 2): an illustration, not live data. */
export function LiveTournamentCard() {
  return (
    <figure className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-xl">
      <div className="flex items-center justify-between">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-red-50 px-2.5 py-1 text-xs font-bold uppercase tracking-wide text-red-700">
          <Radio aria-hidden="true" className="h-3.5 w-3.5" /> {i18n.t('Live')}
        </span>
        <span className="text-sm text-slate-600">{i18n.t('Court 3 · Semifinal')}</span>
      </div>
      <p className="mt-4 text-lg font-bold text-slate-900">Spring Smash Open</p>
      <p className="flex items-center gap-1 text-sm text-slate-600">
        <MapPin aria-hidden="true" className="h-4 w-4" /> {i18n.t('Austin, TX · Mixed doubles 4.0')}
      </p>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">{i18n.t('Score by game')}</caption>
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="pb-2 font-medium">
              {i18n.t('Team')}
            </th>
            {[1, 2, 3].map((game) => (
              <th key={game} scope="col" className="w-10 pb-2 text-center font-medium">
                {i18n.t('G{game}', { game })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {GAMES.map(({ team, games, isServing }) => (
            <tr key={team} className="border-t border-slate-100">
              <th scope="row" className="py-2 font-semibold text-slate-900">
                {team}
                {isServing && (
                  <span className="ml-2 text-xs font-medium text-brand-700">
                    {i18n.t('serving')}
                  </span>
                )}
              </th>
              {games.map((points, i) => (
                <td key={i} className="py-2 text-center tabular-nums text-slate-800">
                  {points}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className="mt-3 text-xs text-slate-600">
        {i18n.t('Game 3 in progress · 128 spectators following')}
      </figcaption>
    </figure>
  );
}
