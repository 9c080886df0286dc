import type { PlayerStats } from '@courtside/shared/api/player';
import { i18n } from '@/lib/i18n';

/** The last five results, latest first, as W and L chips (spec section 2, "last-5 form"). */
export function RecentForm({ form }: { form: PlayerStats['form'] }) {
  if (form.length === 0)
    return <p className="text-sm text-slate-600">{i18n.t('No completed matches yet')}</p>;
  return (
    <ol aria-label={i18n.t('Last 5 results, latest first')} className="flex gap-1.5">
      {form.map((result, index) => (
        <li
          key={index}
          className={`flex h-8 w-8 items-center justify-center rounded-full text-sm font-bold text-white ${
            result === 'W' ? 'bg-green-600' : 'bg-red-600'
          }`}
        >
          <span aria-hidden="true">{result === 'W' ? i18n.t('W') : i18n.t('L')}</span>
          <span className="sr-only">{result === 'W' ? i18n.t('Win') : i18n.t('Loss')}</span>
        </li>
      ))}
    </ol>
  );
}
