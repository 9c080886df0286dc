import { useEffect } from 'react';
import { BrowserRouter, matchRoutes, useLocation, useNavigate, useRoutes } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/unauthorized';
import type { LazyPage } from './chunks/lazy-page';
import { routes } from './routes';

/**
 * Starts fetching the code of every level of the route `pathname` matches
 * (layouts and page) at once, instead of each level after its parent rendered.
 * Idempotent; resolves when all of it is here.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(
    matches.map(({ route }) => (route.Component as Partial<LazyPage> | undefined)?.preload?.()),
  );
}

/** The pages, for the browser's router (below) and the build's prerender (app/prerender.tsx). */
export function AppRoutes() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // A 401 from any call clears the session (in the client) and lands here.
  useEffect(
    () => setUnauthorizedHandler(() => void navigate('/login', { replace: true })),
    [navigate],
  );
  // During render, so the next page's chunks start before its layout suspends (idempotent).
  void preloadRoute(pathname);
  return useRoutes(routes);
}

/**
 * The router in its declarative mode: the data router would add about 15 KB
 * gzipped to every page, and the app uses none of its data APIs
 * (docs/decisions/013). Navigations run in transitions, so the page on
 * screen stays until the next one's code is here.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
