import type { Match } from '@courtside/shared/api/match';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { scoringFormatNamed } from '@courtside/shared/domain/competition/scoring';
import { scoringOptionLabel } from '@courtside/shared/domain/competition/scoring-labels';
import { i18n } from '@/lib/i18n';
import { sideName, type SideNumber } from '@/lib/match-sides';
import { venueMoment } from '@/features/print/lib/venue-moment';

/** The players of a doubles side ("Kim Lobber & Lee Volley"); null in singles. */
function sidePlayers(match: Match, side: SideNumber): string | null {
  const team = side === 1 ? match.team1 : match.team2;
  return team && team.players.length > 0 ? team.players.map((p) => p.name).join(' & ') : null;
}

/** A labelled line to write on (the winner). */
function WriteLine({ label }: { label: string }) {
  return (
    <div className="flex min-w-0 items-end gap-2">
      <span className="shrink-0 text-xs font-semibold text-slate-700 uppercase">{label}</span>
      <span aria-hidden="true" className="mb-1 block h-0 flex-1 border-b border-slate-500" />
    </div>
  );
}

/** A line to sign on, named below it (a long name wraps). */
function Signature({ label }: { label: string }) {
  return (
    <div className="min-w-0">
      <span aria-hidden="true" className="block h-8 border-b border-slate-500" />
      <span className="mt-1 block text-xs break-words text-slate-700">{label}</span>
    </div>
  );
}

/**
 * One match's score sheet, filled in on court: the event, round, court and time at the venue,
 * both sides, a box per game of the scoring option (best of 1, 3 or 5) and the games won, the
 * winner, and the signatures of both sides and the referee.
 */
export function ScoreSheet({
  tournament: t,
  match,
  roundTitle,
}: {
  tournament: TournamentDetail;
  match: Match;
  roundTitle: string;
}) {
  const { bestOf } = scoringFormatNamed(t.scoringFormat, t.scoringSystem);
  const games = Array.from({ length: bestOf }, (_, i) => i + 1);
  const names = ([1, 2] as const).map((side) => sideName(match, side) ?? i18n.t('To be decided'));
  const when = venueMoment(match.startTime, match.timeZone || t.timeZone);
  const pairing = i18n.t('{side1} v {side2}', { side1: names[0], side2: names[1] });
  return (
    <article
      aria-label={i18n.t('Score sheet: {pairing}', { pairing })}
      className="score-sheet flex flex-col gap-3 rounded-xl border-2 border-slate-800 bg-white p-4"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="min-w-0 text-lg font-bold break-words text-slate-900">{pairing}</h2>
        <p className="text-sm font-semibold text-slate-800">{t.eventName ?? t.name}</p>
      </header>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-xs font-semibold text-slate-700 uppercase">{i18n.t('Round')}</dt>
          <dd className="break-words">
            {i18n.t('{round} · Match {position}', {
              round: i18n.t(roundTitle),
              position: match.position,
            })}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-semibold text-slate-700 uppercase">{i18n.t('Court')}</dt>
          <dd className="break-words">{match.court?.name ?? '________'}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-semibold text-slate-700 uppercase">{i18n.t('Time')}</dt>
          <dd className="break-words">{when ?? i18n.t('Not scheduled')}</dd>
        </div>
      </dl>
      <p className="text-xs text-slate-700">
        {i18n.t(scoringOptionLabel(t.scoringFormat, t.scoringSystem))}
      </p>
      <table className="print-table w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">{i18n.t('Games of {pairing}', { pairing })}</caption>
        <colgroup>
          <col />
          {games.map((g) => (
            <col key={g} className="w-[11%]" />
          ))}
          <col className="w-[13%]" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="border border-slate-700 px-2 py-1 text-left">
              {i18n.t('Side')}
            </th>
            {games.map((g) => (
              <th key={g} scope="col" className="border border-slate-700 px-1 py-1 text-center">
                {i18n.t('Game {game}', { game: g })}
              </th>
            ))}
            <th scope="col" className="border border-slate-700 px-1 py-1 text-center">
              {i18n.t('Games won')}
            </th>
          </tr>
        </thead>
        <tbody>
          {([1, 2] as const).map((side) => {
            const players = sidePlayers(match, side);
            return (
              <tr key={side} className="h-12">
                <th
                  scope="row"
                  className="border border-slate-700 px-2 text-left font-semibold break-words"
                >
                  {names[side - 1]}
                  {players && (
                    <span className="block text-xs font-normal text-slate-700">{players}</span>
                  )}
                </th>
                {games.map((g) => (
                  <td key={g} className="border border-slate-700" />
                ))}
                <td className="border border-slate-700" />
              </tr>
            );
          })}
        </tbody>
      </table>
      <WriteLine label={i18n.t('Winner')} />
      <div className="grid grid-cols-1 gap-x-4 gap-y-4 pt-2 sm:grid-cols-3">
        <Signature label={i18n.t('Signature: {name}', { name: names[0] })} />
        <Signature label={i18n.t('Signature: {name}', { name: names[1] })} />
        <Signature label={i18n.t('Signature: referee')} />
      </div>
    </article>
  );
}
