import { CalendarDays, ChartColumn, Smartphone, Trophy, Users, Zap } from 'lucide-react';
import { SectionHeading } from './section-heading';
import { i18n } from '@/lib/i18n';

const FEATURES = [
  {
    icon: Trophy,
    title: /*i18n*/ 'Every format',
    text: /*i18n*/ 'Knockout, round robin with a knockout stage, and swiss. Brackets are seeded by rating and advance on their own.',
  },
  {
    icon: Zap,
    title: /*i18n*/ 'Live scoring',
    text: /*i18n*/ 'Players, organizers and score keepers enter points from the court; everyone following sees them at once.',
  },
  {
    icon: ChartColumn,
    title: /*i18n*/ 'Real ratings',
    text: /*i18n*/ 'A 2.0 to 8.0 rating updated from every completed match, with history, streaks and form.',
  },
  {
    icon: Users,
    title: /*i18n*/ 'Doubles made easy',
    text: /*i18n*/ 'Form teams by drag and drop, or let Courtside balance them by rating in one click.',
  },
  {
    icon: CalendarDays,
    title: /*i18n*/ 'Scheduling',
    text: /*i18n*/ 'Put matches on courts and times, move them when the day runs late, and keep players informed.',
  },
  {
    icon: Smartphone,
    title: /*i18n*/ 'Made for the phone',
    text: /*i18n*/ 'Sign up, check your next match and follow the bracket from the bleachers.',
  },
];

export function LandingFeatures() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-16 bg-white py-16 [content-visibility:auto] [contain-intrinsic-size:auto_800px] sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow={i18n.t('Features')}
          title={i18n.t('Everything a tournament needs')}
          lead={i18n.t('From the first registration to the final point, in one place.')}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{i18n.t(title)}</h3>
              <p className="mt-2 text-slate-700">{i18n.t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
