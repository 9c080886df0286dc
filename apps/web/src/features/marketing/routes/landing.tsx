import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useAuthStore } from '@/lib/auth-store';

const FIGURES = [
  { value: '50K+', label: 'Active players' },
  { value: '1.2K+', label: 'Tournaments' },
  { value: '200+', label: 'Communities' },
  { value: '99.9%', label: 'Uptime' },
  { value: '95%', label: 'Satisfaction' },
];

export default function LandingPage() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
            Run pickleball tournaments people love
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
            Brackets, round robins and swiss, live scores from the courtside, and ratings that mean
            something. For players, organizers and clubs.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {isAuthenticated ? (
              <Link to="/app/dashboard" className={buttonClasses('primary', 'lg')}>
                Go to Dashboard
              </Link>
            ) : (
              <>
                <Link to="/register" className={buttonClasses('primary', 'lg')}>
                  Start Playing Free
                </Link>
                <Link to="/contact" className={buttonClasses('outline', 'lg')}>
                  Contact Sales
                </Link>
              </>
            )}
          </div>
        </div>
      </section>
      <section
        id="community"
        aria-labelledby="figures"
        className="mx-auto max-w-5xl px-4 py-12 sm:px-6"
      >
        <h2 id="figures" className="sr-only">
          Courtside in numbers
        </h2>
        <dl className="grid grid-cols-2 gap-6 text-center sm:grid-cols-5">
          {FIGURES.map((f) => (
            <div key={f.label}>
              <dt className="text-sm text-slate-600">{f.label}</dt>
              <dd className="text-3xl font-bold text-brand-800">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {!isAuthenticated && (
        <section className="bg-slate-50 py-12 text-center">
          <h2 className="text-2xl font-bold text-slate-900">Ready for your next tournament?</h2>
          <Link to="/register" className={`${buttonClasses('primary', 'lg')} mt-6`}>
            Get Started Free
          </Link>
        </section>
      )}
    </>
  );
}
