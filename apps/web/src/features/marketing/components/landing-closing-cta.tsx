import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

export function LandingClosingCta({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <section
      aria-labelledby="closing-title"
      className="bg-brand-800 py-16 text-center [content-visibility:auto] [contain-intrinsic-size:auto_800px] sm:py-20"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="closing-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          Ready for your next tournament?
        </h2>
        <p className="mt-4 text-lg text-brand-50">
          Start free with up to 5 tournaments. Upgrade when your club outgrows it.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {isSignedIn ? (
            <Link to="/app/dashboard" className={buttonClasses('outline', 'lg')}>
              Go to Dashboard
            </Link>
          ) : (
            <>
              <Link to="/register" className={buttonClasses('outline', 'lg')}>
                Get Started Free
              </Link>
              <Link
                to="/contact"
                className={`${buttonClasses('ghost', 'lg')} text-white ring-1 ring-white/70 hover:bg-brand-900`}
              >
                Contact Sales
              </Link>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
