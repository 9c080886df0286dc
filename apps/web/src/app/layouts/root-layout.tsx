import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router';
import { areToastsWanted, subscribeToToasts, wantToasts } from '@/lib/toast';
import { BootShell } from './boot-shell';
import { ErrorBoundary } from './error-boundary';
import { RouteError } from './route-error';
import { ScrollRestoration } from './scroll-restoration';

// Its own chunk: the public pages load react-hot-toast only once they show a toast.
const ToastHost = lazy(() => import('./toast-host'));

/**
 * Every page: the last-resort error page, the boot shell while the first
 * page's code loads, scroll restoration, and the toasts once any are wanted
 * (from the start in the signed-in area, whose screens call react-hot-toast directly).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const isAppArea = pathname.startsWith('/app');
  const hasToasts = useSyncExternalStore(subscribeToToasts, areToastsWanted, () => false);
  useEffect(() => {
    if (isAppArea) wantToasts();
  }, [isAppArea]);
  return (
    <>
      <ErrorBoundary fallback={RouteError} resetKey={pathname}>
        <Suspense fallback={<BootShell />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      <ScrollRestoration />
      {hasToasts && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </>
  );
}
