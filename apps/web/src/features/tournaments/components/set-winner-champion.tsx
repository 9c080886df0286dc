import { Trophy } from 'lucide-react';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { i18n } from '@/lib/i18n';

/**
 * The champion's name as the tournament answers it: the winning player, or the
 * custom name (a doubles team's is its first player), with the partner if any.
 */
export function championOf(t: TournamentDetail): string | null {
  const name = t.winner?.name ?? t.winnerName;
  if (!name) return null;
  return t.winnerPartner ? `${name} & ${t.winnerPartner}` : name;
}

/** The champion of a completed tournament, shown prominently in the header. */
export function ChampionBanner({ tournament }: { tournament: TournamentDetail }) {
  const champion = championOf(tournament);
  if (!champion) return null;
  return (
    <div className="mt-4 flex items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 sm:p-4">
      <Trophy aria-hidden="true" className="h-8 w-8 shrink-0 text-amber-600" />
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-amber-900 uppercase">
          {i18n.t('Champion')}
        </p>
        <p className="text-lg font-bold break-words text-slate-900 sm:text-xl">{champion}</p>
      </div>
    </div>
  );
}
