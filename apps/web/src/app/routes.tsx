import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage as page } from './chunks/lazy-page';
import { RedirectIfSignedIn, RequireSignIn } from '@/features/auth/lib/redirect-guards';
import { loadBundle } from '@/lib/i18n';
import { bundleOf, type Bundle } from '@/lib/i18n/bundles';
import { ContentArea } from './layouts/content-area';
import { RootLayout } from './layouts/root-layout';

/**
 * Each page and layout is its own chunk (`page`), so marketing pages load no
 * app code; the screens that use TanStack Query sit under QueryLayout, which
 * brings it. Pages sit under a pathless ContentArea whose error boundary
 * renders inside the layout's outlet: a page that fails keeps the header and
 * navigation. Plain `Component`s only, no data-router features: the table
 * runs in the router's declarative mode (docs/decisions/013).
 */
const inContentArea = (children: RouteObject[]): RouteObject[] => [
  { Component: ContentArea, children },
];

/**
 * A page's code and its texts in the page's language, fetched together (issue 29): English
 * fetches no texts, another language the bundle the page shows (lib/i18n). A layout takes the
 * bundle of the address it opens with: its page's, which holds the layout's texts too.
 */
const withTexts =
  <T,>(bundle: Bundle | null, load: () => Promise<T>) =>
  () =>
    Promise.all([load(), loadBundle(bundle ?? bundleOf(window.location.pathname))]).then(
      ([module]) => module,
    );

const QueryLayout = page(withTexts('app', () => import('./layouts/query-layout')));
const PublicLayout = page(withTexts(null, () => import('./layouts/public-layout')));

/** The marketing pages: at their address, and at one per language (`/de/pricing`). */
const marketingPages = inContentArea([
  {
    index: true,
    Component: page(withTexts('landing', () => import('@/features/marketing/routes/landing'))),
  },
  {
    path: 'pricing',
    Component: page(withTexts('pricing', () => import('@/features/marketing/routes/pricing'))),
  },
  {
    path: 'about',
    Component: page(withTexts('about', () => import('@/features/marketing/routes/about'))),
  },
  {
    path: 'contact',
    Component: page(withTexts('contact', () => import('@/features/marketing/routes/contact'))),
  },
  {
    path: 'help',
    Component: page(withTexts('help', () => import('@/features/marketing/routes/help'))),
  },
  {
    path: 'privacy',
    Component: page(withTexts('legal', () => import('@/features/marketing/routes/privacy'))),
  },
  {
    path: 'terms',
    Component: page(withTexts('legal', () => import('@/features/marketing/routes/terms'))),
  },
]);

/** A signed-out page of its own (sign in, register, …), with the auth texts. */
const authPage = (load: () => Promise<{ default: ComponentType }>) =>
  page(withTexts('auth', load));

const SHORT_PATHS = ['dashboard', 'tournaments', 'matches', 'players', 'profile'] as const;

/** The route table of spec section 2. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      { Component: PublicLayout, children: marketingPages },
      ...(['es', 'fr', 'de'] as const).map((lang) => ({
        path: lang,
        Component: PublicLayout,
        children: marketingPages,
      })),
      {
        // Signed in: on to `?next=` (a safe /app path) or the dashboard.
        Component: RedirectIfSignedIn,
        children: [
          { path: 'login', Component: authPage(() => import('@/features/auth/routes/login')) },
          {
            path: 'register',
            Component: authPage(() => import('@/features/auth/routes/register')),
          },
        ],
      },
      {
        path: 'verify-email',
        Component: authPage(() => import('@/features/auth/routes/verify-email')),
      },
      {
        path: 'forgot-password',
        Component: authPage(() => import('@/features/auth/routes/forgot-password')),
      },
      {
        path: 'reset-password',
        Component: authPage(() => import('@/features/auth/routes/reset-password')),
      },
      {
        // The public spectator page of a public tournament (issue 11): no sign-in, no query library.
        path: 't/:id',
        Component: page(
          withTexts('spectator', () => import('@/features/spectator/routes/spectator')),
        ),
      },
      {
        path: 'dev/mail',
        Component: QueryLayout,
        children: [
          { index: true, Component: page(() => import('@/features/dev-mail/routes/dev-mail')) },
        ],
      },
      {
        path: 'app',
        // Signed out: to /login, and back to this page after signing in (issue 11).
        Component: RequireSignIn,
        children: [
          {
            Component: QueryLayout,
            children: [
              {
                Component: page(() => import('./layouts/app-shell')),
                children: inContentArea([
                  { index: true, element: <Navigate to="dashboard" replace /> },
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
        ],
      },
      ...SHORT_PATHS.map((path) => ({
        path,
        element: <Navigate to={`/app/${path}`} replace />,
      })),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
