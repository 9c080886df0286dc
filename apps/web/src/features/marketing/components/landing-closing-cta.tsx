import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { localizedPath } from '@courtside/shared/i18n/locales';
import { currentLocale, i18n } from '@/lib/i18n';

export function LandingClosingCta({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <section
      aria-labelledby="closing-title"
      className="bg-brand-800 py-16 text-center [content-visibility:auto] [contain-intrinsic-size:auto_800px] sm:py-20"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="closing-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {i18n.t('Ready for your next tournament?')}
        </h2>
        <p className="mt-4 text-lg text-brand-50">
          {i18n.t('Start free with up to 5 tournaments. Upgrade when your club outgrows it.')}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {isSignedIn ? (
            <Link to="/app/dashboard" className={buttonClasses('outline', 'lg')}>
              {i18n.t('Go to Dashboard')}
            </Link>
          ) : (
            <>
              <Link to="/register" className={buttonClasses('outline', 'lg')}>
                {i18n.t('Get Started Free')}
              </Link>
              <Link
                to={localizedPath('/contact', currentLocale())}
                className={`${buttonClasses('ghost', 'lg')} text-white ring-1 ring-white/70 hover:bg-brand-900`}
              >
                {i18n.t('Contact Sales')}
              </Link>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
