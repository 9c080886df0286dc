import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage as page } from './chunks/lazy-page';
import { inContentArea, QueryLayout, withTexts } from './chunks/route-parts';
import type { Bundle } from '@/lib/i18n/bundles';
import { RedirectIfSignedIn, RequireSignIn } from '@/features/auth/lib/redirect-guards';
import { RootLayout } from './layouts/root-layout';

/**
 * Each page and layout is its own chunk (`page`), so marketing pages load no
 * app code; the screens that use TanStack Query sit under QueryLayout, which
 * brings it. Pages sit under a pathless ContentArea whose error boundary
 * renders inside the layout's outlet: a page that fails keeps the header and
 * navigation. Plain `Component`s only, no data-router features: the table
 * runs in the router's declarative mode (docs/decisions/013).
 */

// Its texts come with each page's (every page's bundle holds the layout's), which the first
// render waits for too (main.tsx preloads every level before hydrating).
const PublicLayout = page(() => import('./layouts/public-layout'));

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
const authPage = (bundle: Bundle, load: () => Promise<{ default: ComponentType }>) =>
  page(withTexts(bundle, load));

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
          {
            path: 'login',
            Component: authPage('login', () => import('@/features/auth/routes/login')),
          },
          {
            path: 'register',
            Component: authPage('register', () => import('@/features/auth/routes/register')),
          },
        ],
      },
      {
        path: 'verify-email',
        Component: authPage('verify-email', () => import('@/features/auth/routes/verify-email')),
      },
      {
        path: 'forgot-password',
        Component: authPage(
          'forgot-password',
          () => import('@/features/auth/routes/forgot-password'),
        ),
      },
      {
        path: 'reset-password',
        Component: authPage(
          'reset-password',
          () => import('@/features/auth/routes/reset-password'),
        ),
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
        // The signed-in app's own table (app-routes.tsx), fetched with its code: a public page
        // carries none of it.
        children: [
          { index: true, element: <Navigate to="/app/dashboard" replace /> },
          { path: '*', Component: page(withTexts('app', () => import('./app-routes'))) },
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
