import { Link, NavLink, Outlet } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useAuthStore } from '@/lib/auth-store';
import { LanguageSwitcher } from './language-switcher';
import { PublicFooter } from './public-footer';
import { PublicMenu } from './public-menu';
import { localizedLink, PUBLIC_NAV_LINKS } from './public-nav-links';
import { ReplayEarlyClicks } from './replay-early-clicks';
import { i18n } from '@/lib/i18n';

// The Features anchor is a section of the landing page, never "the current page".
const navLinkClasses =
  (to: string) =>
  ({ isActive }: { isActive: boolean }) =>
    `text-sm font-medium ${isActive && !to.includes('#') ? 'text-brand-800' : 'text-slate-700 hover:text-slate-900'}`;

/** Shared sticky top bar and footer of the public pages (spec section 2). */
export default function PublicLayout() {
  const isSignedIn = useAuthStore((s) => s.isAuthenticated);
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {i18n.t('Skip to content')}
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
          <Link to={localizedLink('/')} className="text-xl font-bold text-brand-800">
            Courtside
          </Link>
          <nav aria-label={i18n.t('Site')} className="ml-6 hidden items-center gap-6 lg:flex">
            {PUBLIC_NAV_LINKS.map(({ to, label }) => (
              <NavLink key={to} to={localizedLink(to)} className={navLinkClasses(to)}>
                {i18n.t(label)}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitcher className="hidden items-center md:inline-flex" />
            {isSignedIn ? (
              <Link to="/app/dashboard" className={buttonClasses('primary', 'sm')}>
                {i18n.t('Go to Dashboard')}
              </Link>
            ) : (
              <>
                {/* On a phone Sign In moves into the menu, leaving room for Get Started. */}
                <span className="hidden sm:inline-flex">
                  <Link to="/login" className={buttonClasses('ghost', 'sm')}>
                    {i18n.t('Sign In')}
                  </Link>
                </span>
                <Link to="/register" className={buttonClasses('primary', 'sm')}>
                  {i18n.t('Get Started')}
                </Link>
              </>
            )}
          </div>
          <PublicMenu isSignedIn={isSignedIn} />
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <PublicFooter />
      <ReplayEarlyClicks />
    </div>
  );
}
