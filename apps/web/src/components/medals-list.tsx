import { Medal as MedalIcon, Trophy } from 'lucide-react';
import type { MedalWon } from '@courtside/shared/api/tournament';
import { i18n } from '@/lib/i18n';

const MEDAL_LOOK: Record<MedalWon['medal'], { label: string; tone: string }> = {
  gold: { label: /*i18n*/ 'Gold', tone: 'border-amber-400 bg-amber-50 text-amber-900' },
  silver: { label: /*i18n*/ 'Silver', tone: 'border-slate-400 bg-slate-100 text-slate-800' },
  bronze: { label: /*i18n*/ 'Bronze', tone: 'border-orange-400 bg-orange-50 text-orange-900' },
};

/**
 * The medals an event's matches decided (gold, silver, one or two bronze), each named in words
 * ("Gold: Ana Silva"), the colour only an addition: on the app's tournament page, the public
 * page and TV mode. Nothing while none is decided: `medals` holds only decided ones.
 */
export default function MedalsList({
  medals,
  headingId,
  isTv = false,
}: {
  medals: readonly MedalWon[];
  headingId?: string;
  isTv?: boolean;
}) {
  return (
    <ul
      aria-labelledby={headingId}
      className={`flex flex-wrap gap-2 ${isTv ? 'text-2xl' : 'text-sm'}`}
    >
      {medals.map((m) => {
        const look = MEDAL_LOOK[m.medal];
        const Icon = m.medal === 'gold' ? Trophy : MedalIcon;
        return (
          <li
            key={`${m.medal}-${m.entrantId}`}
            className={`flex min-w-0 items-center gap-1.5 rounded-full border px-3 py-1 ${look.tone}`}
          >
            <Icon aria-hidden="true" className={isTv ? 'h-6 w-6 shrink-0' : 'h-4 w-4 shrink-0'} />
            <span className="font-semibold">
              {i18n.t('{medal}:', { medal: i18n.t(look.label) })}
            </span>{' '}
            <span className="min-w-0 truncate">{m.name}</span>
          </li>
        );
      })}
    </ul>
  );
}
