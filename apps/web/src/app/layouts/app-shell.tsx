import { useQuery } from '@tanstack/react-query';
import { Menu } from 'lucide-react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { useIsPageLoading } from '@/app/chunks/page-loading';
import { useLogout } from '@/features/auth/api/logout';
import { profileQueryOptions } from '@/features/auth/api/profile';
import { useRememberExpiredSession } from '@/features/auth/lib/redirect-back';
import { UserPreferencesEffect } from '@/features/profile/components/user-preferences-effect';
import { useAuthStore } from '@/lib/auth-store';
import { ConnectionIndicator } from '@/lib/live/connection-indicator';
import { MobileDrawer } from './mobile-drawer';
import { NAV_ITEMS } from './nav-items';
import { PageFallback } from './page-fallback';
import { UserMenu } from './user-menu';
import { i18n } from '@/lib/i18n';

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'
  }`;

/** Refreshes the stored user from the server once the shell mounts. */
function useFreshProfile() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const { data } = useQuery({ ...profileQueryOptions(), enabled: isAuthenticated });
  useEffect(() => {
    if (data) useAuthStore.getState().updateUser(data);
  }, [data]);
}

/** The signed-in shell of spec section 2: header, desktop nav, user menu, phone drawer. */
export default function AppShell() {
  // Before useLogout: its clean-up clears the session, which must not read as an expiry.
  useRememberExpiredSession();
  const user = useAuthStore((s) => s.user);
  const { logout } = useLogout();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setIsDrawerOpen(false), []);
  const isPageLoading = useIsPageLoading();
  useFreshProfile();

  return (
    <div className="min-h-screen bg-slate-50">
      {/* The user's theme and date, time and number formats, everywhere in the app. */}
      <UserPreferencesEffect />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {i18n.t('Skip to content')}
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <button
            type="button"
            aria-label={i18n.t('Open menu')}
            aria-expanded={isDrawerOpen}
            onClick={() => setIsDrawerOpen(true)}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          >
            <Menu aria-hidden="true" className="h-6 w-6" />
          </button>
          <Link to="/app/dashboard" className="text-xl font-bold text-brand-800">
            Courtside
          </Link>
          <nav aria-label={i18n.t('Primary')} className="ml-6 hidden items-center gap-1 md:flex">
            {NAV_ITEMS.map(({ to, label }) => (
              <NavLink key={to} to={to} className={navLinkClasses}>
                {i18n.t(label)}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-3">
            <ConnectionIndicator />
            {user && <UserMenu user={user} onSignOut={logout} />}
          </div>
        </div>
        {isPageLoading && (
          <div aria-hidden="true" className="h-0.5 w-full animate-pulse bg-brand-600" />
        )}
      </header>
      <MobileDrawer isOpen={isDrawerOpen} onClose={closeDrawer} onSignOut={logout} />
      <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
