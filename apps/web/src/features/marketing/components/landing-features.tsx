import { CalendarDays, ChartColumn, Smartphone, Trophy, Users, Zap } from 'lucide-react';
import { SectionHeading } from './section-heading';

const FEATURES = [
  {
    icon: Trophy,
    title: 'Every format',
    text: 'Knockout, round robin with a knockout stage, and swiss. Brackets are seeded by rating and advance on their own.',
  },
  {
    icon: Zap,
    title: 'Live scoring',
    text: 'Players, organizers and score keepers enter points from the court; everyone following sees them at once.',
  },
  {
    icon: ChartColumn,
    title: 'Real ratings',
    text: 'A 2.0 to 8.0 rating updated from every completed match, with history, streaks and form.',
  },
  {
    icon: Users,
    title: 'Doubles made easy',
    text: 'Form teams by drag and drop, or let Courtside balance them by rating in one click.',
  },
  {
    icon: CalendarDays,
    title: 'Scheduling',
    text: 'Put matches on courts and times, move them when the day runs late, and keep players informed.',
  },
  {
    icon: Smartphone,
    title: 'Made for the phone',
    text: 'Sign up, check your next match and follow the bracket from the bleachers.',
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
          eyebrow="Features"
          title="Everything a tournament needs"
          lead="From the first registration to the final point, in one place."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
