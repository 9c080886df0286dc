import { Play } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { FIGURES } from '@/features/marketing/content/figures';
import { FigureList } from './figure-list';
import { LiveTournamentCard } from './live-tournament-card';
import { UnavailableAction } from './unavailable-action';
import { i18n } from '@/lib/i18n';

const HERO_FIGURES = [FIGURES.players, FIGURES.tournaments, FIGURES.communities];

export function LandingHero({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
            {i18n.t('Pickleball tournaments, live')}
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
            {i18n.t('Run pickleball tournaments people love')}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-700">
            {i18n.t(
              'Brackets, round robins and swiss, live scores from the courtside, and ratings that mean something. For players, organizers and clubs.',
            )}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            {isSignedIn ? (
              <Link to="/app/dashboard" className={buttonClasses('primary', 'lg')}>
                {i18n.t('Go to Dashboard')}
              </Link>
            ) : (
              <Link to="/register" className={buttonClasses('primary', 'lg')}>
                {i18n.t('Start Playing Free')}
              </Link>
            )}
            <UnavailableAction label={i18n.t('Watch Demo')} icon={Play} />
          </div>
          <FigureList
            figures={HERO_FIGURES}
            className="mt-10 grid max-w-md grid-cols-3 gap-4"
            valueClassName="text-2xl sm:text-3xl"
          />
        </div>
        <div className="flex justify-center lg:justify-end">
          <LiveTournamentCard />
        </div>
      </div>
    </section>
  );
}
