import { Navigate, type RouteObject } from 'react-router';
import { lazyPage as page } from './chunks/lazy-page';
import { RedirectIfAuthenticated, RequireAuth } from './guards';
import { PageError } from './layouts/page-error';
import { BootShell } from './layouts/boot-shell';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';

/**
 * Each route is its own chunk (`page`), so marketing pages load no app code.
 * Pages sit under a pathless route whose error boundary renders inside the
 * layout's outlet: a page that fails keeps the header and navigation.
 */
const inContentArea = (children: RouteObject[]): RouteObject[] => [
  { ErrorBoundary: PageError, children },
];

const SHORT_PATHS = ['dashboard', 'tournaments', 'matches', 'players', 'profile'] as const;

/** The route table of spec section 2. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: BootShell,
    ErrorBoundary: RouteError,
    children: [
      {
        lazy: page(() => import('./layouts/public-layout')),
        children: inContentArea([
          { index: true, lazy: page(() => import('@/features/marketing/routes/landing')) },
          { path: 'pricing', lazy: page(() => import('@/features/marketing/routes/pricing')) },
          { path: 'about', lazy: page(() => import('@/features/marketing/routes/about')) },
          { path: 'contact', lazy: page(() => import('@/features/marketing/routes/contact')) },
          { path: 'help', lazy: page(() => import('@/features/marketing/routes/help')) },
          { path: 'privacy', lazy: page(() => import('@/features/marketing/routes/privacy')) },
          { path: 'terms', lazy: page(() => import('@/features/marketing/routes/terms')) },
        ]),
      },
      {
        Component: RedirectIfAuthenticated,
        children: [
          { path: 'login', lazy: page(() => import('@/features/auth/routes/login')) },
          { path: 'register', lazy: page(() => import('@/features/auth/routes/register')) },
        ],
      },
      { path: 'verify-email', lazy: page(() => import('@/features/auth/routes/verify-email')) },
      {
        path: 'forgot-password',
        lazy: page(() => import('@/features/auth/routes/forgot-password')),
      },
      { path: 'reset-password', lazy: page(() => import('@/features/auth/routes/reset-password')) },
      { path: 'dev/mail', lazy: page(() => import('@/features/dev-mail/routes/dev-mail')) },
      {
        path: 'app',
        Component: RequireAuth,
        children: [
          {
            lazy: page(() => import('./layouts/app-shell')),
            children: inContentArea([
              { index: true, element: <Navigate to="dashboard" replace /> },
              {
                path: 'dashboard',
                lazy: page(() => import('@/features/dashboard/routes/dashboard')),
              },
              {
                path: 'tournaments',
                lazy: page(() => import('@/features/tournaments/routes/tournament-list')),
              },
              {
                path: 'tournaments/:id',
                lazy: page(() => import('@/features/tournaments/routes/tournament-detail')),
              },
              {
                path: 'matches',
                lazy: page(() => import('@/features/tournaments/routes/matches-page')),
              },
              { path: 'players', lazy: page(() => import('@/features/players/routes/players')) },
              { path: 'profile', lazy: page(() => import('@/features/profile/routes/profile')) },
            ]),
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
