import { Trophy } from 'lucide-react';
import type { Match } from '@courtside/shared/api/match';
import { MATCH_STATUS_TEXTS } from '@/components/score-confirmation';
import { SpecialResultLabel } from '@/components/special-result-label';
import { Badge } from '@/components/ui/badge';
import {
  MATCH_STATUS_BADGE,
  SIDE_PENDING,
  sideId,
  sideName,
  type SideNumber,
} from '@/lib/match-sides';
import { i18n } from '@/lib/i18n';

const CELL = 'px-3 py-2 align-top';

function SideName({ match, side }: { match: Match; side: SideNumber }) {
  const name = sideName(match, side);
  if (!name) return <span className="text-slate-600 italic">{i18n.t(SIDE_PENDING)}</span>;
  if (match.winner === null || match.winner !== sideId(match, side)) return <span>{name}</span>;
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-green-800">
      <Trophy aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      {name}
      <span className="sr-only"> {i18n.t('(winner)')}</span>
    </span>
  );
}

/** A grand final's second match, cancelled because the first decided it, was simply not needed. */
const statusLabel = (m: Match) =>
  m.stage === 'grand-final' && m.status === 'cancelled'
    ? i18n.t('Not needed')
    : i18n.t(MATCH_STATUS_TEXTS[m.status]);

/** "11-7, 11-9" from side 1's point of view, or a dash before the first point. */
const scoreText = (match: Match) =>
  match.score.player1.map((p, i) => `${p}-${match.score.player2[i] ?? 0}`).join(', ') || '—';

/**
 * A round (or the third-place match) as a compact table: match number, both
 * sides with the winner marked, the games and the status. `byes` lists who sat
 * the round out (a knockout seed straight to round 2, a Swiss bye).
 */
export function BracketRoundTable({
  title,
  matches,
  byes = [],
}: {
  title: string;
  matches: readonly Match[];
  byes?: readonly string[];
}) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="px-3 pt-3 pb-2 text-left font-semibold text-slate-900">{title}</caption>
        <thead className="border-y border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="w-16 px-3 py-2 font-medium">
              {i18n.t('Match')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {i18n.t('Sides')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {i18n.t('Score')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {i18n.t('Status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {matches.map((m) => (
            <tr key={m.id}>
              <td className={`${CELL} tabular-nums`}>
                {m.stage === 'bronze' ? i18n.t('3rd') : m.position}
              </td>
              <td className={CELL}>
                <SideName match={m} side={1} />{' '}
                <span className="text-slate-600">{i18n.t('v')}</span>{' '}
                <SideName match={m} side={2} />
              </td>
              <td className={`${CELL} whitespace-nowrap tabular-nums`}>
                {scoreText(m)}
                {m.resultKind && ' '}
                <SpecialResultLabel match={m} />
              </td>
              <td className={CELL}>
                <Badge variant={MATCH_STATUS_BADGE[m.status]}>{statusLabel(m)}</Badge>
              </td>
            </tr>
          ))}
          {byes.map((name) => (
            <tr key={`bye-${name}`}>
              <td className={CELL}>{i18n.t('Bye')}</td>
              <td className={CELL} colSpan={3}>
                {i18n.t('{name} has a bye', { name })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
