import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { lazyPage as page, type LazyPage } from './chunks/lazy-page';
import { inContentArea, QueryLayout } from './chunks/route-parts';

/**
 * The signed-in app's pages under /app (spec section 2), a table of their own under the main
 * table's `app/*` (routes.tsx): fetched once a page of the app opens, with the app's texts, so
 * the public pages' entry carries neither (the page budget, decision 013; issue 29).
 */
const appRoutes: RouteObject[] = [
  {
    Component: QueryLayout,
    children: [
      {
        Component: page(() => import('./layouts/app-shell')),
        children: inContentArea([
          {
            path: 'dashboard',
            Component: page(() => import('@/features/dashboard/routes/dashboard')),
          },
          {
            path: 'tournaments',
            Component: page(() => import('@/features/tournaments/routes/tournament-list')),
          },
          {
            path: 'tournaments/:id',
            Component: page(() => import('./pages/tournament-detail')),
          },
          // The organizer's day planner over every event (issue 26).
          {
            path: 'tournaments/:id/planner',
            Component: page(() => import('@/features/planner/routes/planner')),
          },
          // The desk's paper (issue 27), for the tournament's organizer.
          {
            path: 'tournaments/:id/print/draw',
            Component: page(() => import('./pages/print-draw')),
          },
          {
            path: 'tournaments/:id/print/score-sheets',
            Component: page(() => import('./pages/print-score-sheets')),
          },
          {
            path: 'tournaments/:id/print/check-in',
            Component: page(() => import('./pages/print-check-in')),
          },
          {
            path: 'tournaments/:id/print/schedule',
            Component: page(() => import('./pages/print-schedule')),
          },
          {
            path: 'tournaments/:id/ticket',
            Component: page(() => import('@/features/check-in/routes/ticket')),
          },
          // The mailed link of a doubles partner request (decision 038).
          {
            path: 'partner-request',
            Component: page(() => import('@/features/tournaments/routes/partner-request')),
          },
          {
            path: 'check-in/:token',
            Component: page(() => import('@/features/check-in/routes/scan')),
          },
          {
            path: 'matches',
            Component: page(() => import('@/features/matches/routes/matches-page')),
          },
          {
            path: 'players',
            Component: page(() => import('@/features/players/routes/players')),
          },
          {
            path: 'profile',
            Component: page(() => import('@/features/profile/routes/profile')),
          },
        ]),
      },
    ],
  },
];

/** Starts fetching every level of the app page at `pathname` (under /app) at once. */
function preloadAppRoute(pathname: string): Promise<unknown> {
  const matches = matchRoutes(appRoutes, pathname, '/app') ?? [];
  return Promise.all(
    matches.map(({ route }) => (route.Component as Partial<LazyPage> | undefined)?.preload?.()),
  );
}

export default function AppRoutes() {
  const { pathname } = useLocation();
  // During render, so the page's chunks start before its layout suspends (idempotent).
  void preloadAppRoute(pathname);
  return useRoutes(appRoutes);
}
