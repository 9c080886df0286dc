import type { MedalWon } from '@courtside/shared/api/tournament';
import MedalsList from '@/components/medals-list';
import { i18n } from '@/lib/i18n';

/**
 * The event's medals on the public page and in TV mode, loaded once one is decided (the page's
 * budget, decision 013): gold, silver and bronze named in words.
 */
export default function SpectatorMedals({
  medals,
  isTv,
}: {
  medals: readonly MedalWon[];
  isTv: boolean;
}) {
  return (
    <div className="space-y-2">
      <h3
        id="medals-heading"
        className={`font-semibold text-slate-900 ${isTv ? 'text-3xl' : 'text-lg'}`}
      >
        {i18n.t('Medals')}
      </h3>
      <MedalsList medals={medals} headingId="medals-heading" isTv={isTv} />
    </div>
  );
}
