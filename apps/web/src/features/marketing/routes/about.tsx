import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { FigureList } from '@/features/marketing/components/figure-list';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { TEAM, VALUES } from '@/features/marketing/content/about';
import { FIGURES } from '@/features/marketing/content/figures';
import { usePageMeta } from '@/features/marketing/lib/use-page-meta';
import { initials } from '@/features/marketing/lib/initials';
import { localizedPath } from '@courtside/shared/i18n/locales';
import { currentLocale, i18n } from '@/lib/i18n';

const IMPACT = [FIGURES.players, FIGURES.tournaments, FIGURES.communities, FIGURES.satisfaction];

/** The about page (spec section 2): mission, impact figures, values and a team of four. */
export default function AboutPage() {
  usePageMeta(
    i18n.t('About'),
    i18n.t(
      'Why we build Courtside: fair, fast and friendly pickleball tournaments for every club. Our mission, values and team.',
    ),
  );
  return (
    <>
      <PageIntro
        title={i18n.t('About Courtside')}
        lead={i18n.t(
          'We build the tournament tool we always wanted at our own club: correct, fast, live, and pleasant on a phone at the courtside.',
        )}
      />
      <section aria-labelledby="mission" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h2 id="mission" className="text-3xl font-bold text-slate-900">
          {i18n.t('Our mission')}
        </h2>
        <div className="mt-4 space-y-4 text-lg text-slate-700">
          <p>
            {i18n.t(
              'Pickleball is the fastest-growing sport in America, and most of its tournaments still run on whiteboards, spreadsheets and group chats. Directors spend the day chasing scores instead of enjoying the event, and players wait around without knowing when they play next.',
            )}
          </p>
          <p>
            {i18n.t(
              'Courtside gives every club the tools of a professional event: brackets that build themselves, scores that travel from the court to every phone, and ratings players can trust.',
            )}
          </p>
        </div>
      </section>
      <section aria-labelledby="impact" className="bg-slate-50 py-12">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <h2 id="impact" className="text-center text-3xl font-bold text-slate-900">
            {i18n.t('Our impact')}
          </h2>
          <FigureList
            figures={IMPACT}
            className="mt-8 grid grid-cols-2 gap-6 text-center md:grid-cols-4"
            itemClassName="rounded-xl bg-white p-6 shadow-sm"
          />
        </div>
      </section>
      <section aria-labelledby="values" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <h2 id="values" className="text-center text-3xl font-bold text-slate-900">
          {i18n.t('What we value')}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 p-6">
              <Icon aria-hidden="true" className="h-6 w-6 text-brand-700" />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{i18n.t(title)}</h3>
              <p className="mt-2 text-slate-700">{i18n.t(text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="team" className="bg-slate-50 py-12">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <h2 id="team" className="text-center text-3xl font-bold text-slate-900">
            {i18n.t('Meet the team')}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {TEAM.map(({ name, role, bio }) => (
              <li key={name} className="rounded-xl bg-white p-6 text-center shadow-sm">
                <span
                  aria-hidden="true"
                  className="mx-auto inline-flex h-16 w-16 items-center justify-center rounded-full bg-brand-700 text-xl font-semibold text-white"
                >
                  {initials(name)}
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{name}</h3>
                <p className="text-sm font-medium text-brand-800">{i18n.t(role)}</p>
                <p className="mt-2 text-sm text-slate-700">{i18n.t(bio)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="py-14 text-center">
        <h2 className="text-2xl font-bold text-slate-900">{i18n.t('Play with us')}</h2>
        <div className="mt-6 flex flex-wrap justify-center gap-3 px-4">
          <Link to="/register" className={buttonClasses('primary', 'lg')}>
            {i18n.t('Get Started')}
          </Link>
          <Link
            to={localizedPath('/contact', currentLocale())}
            className={buttonClasses('outline', 'lg')}
          >
            {i18n.t('Contact Us')}
          </Link>
        </div>
      </section>
    </>
  );
}
