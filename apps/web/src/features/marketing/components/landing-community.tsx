import { CalendarCheck, HeartHandshake, Medal, UsersRound } from 'lucide-react';
import { UnavailableAction } from './unavailable-action';
import { i18n } from '@/lib/i18n';

const HIGHLIGHTS = [
  {
    icon: UsersRound,
    title: /*i18n*/ 'Club leagues',
    text: /*i18n*/ 'Weekly ladders and league nights.',
  },
  {
    icon: CalendarCheck,
    title: /*i18n*/ 'Open play',
    text: /*i18n*/ 'Find games at your level nearby.',
  },
  { icon: Medal, title: /*i18n*/ 'Rankings', text: /*i18n*/ 'See where you stand in your region.' },
  {
    icon: HeartHandshake,
    title: /*i18n*/ 'Charity events',
    text: /*i18n*/ 'Play for a cause with your club.',
  },
];

export function LandingCommunity() {
  return (
    <section
      id="community"
      aria-labelledby="community-title"
      className="scroll-mt-16 bg-slate-50 py-16 [content-visibility:auto] [contain-intrinsic-size:auto_800px] sm:py-24"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
            {i18n.t('Community')}
          </p>
          <h2
            id="community-title"
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            {i18n.t('A community that plays together')}
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            {i18n.t(
              "More than 200 clubs and communities run their play on Courtside. Meet players at your level, follow your friends' matches and celebrate every win.",
            )}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <UnavailableAction label={i18n.t('Join Community')} variant="secondary" />
            <UnavailableAction label={i18n.t('Learn more')} />
          </div>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
            >
              <Icon aria-hidden="true" className="h-6 w-6 text-brand-700" />
              <h3 className="mt-3 font-semibold text-slate-900">{i18n.t(title)}</h3>
              <p className="mt-1 text-sm text-slate-700">{i18n.t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
