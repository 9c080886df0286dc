import { withoutLocale } from '@courtside/shared/i18n/locales';

/**
 * The bundles of translations (vite-catalogues.ts BUNDLES): a public page's own with the public
 * layout's, the sign-in pages', the spectator page's, the signed-in app's.
 */
export type Bundle =
  | 'landing'
  | 'pricing'
  | 'about'
  | 'contact'
  | 'help'
  | 'legal'
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'reset-password'
  | 'verify-email'
  | 'spectator'
  | 'app';

const PAGES: Record<string, Bundle> = {
  '/': 'landing',
  '/pricing': 'pricing',
  '/about': 'about',
  '/contact': 'contact',
  '/help': 'help',
  '/privacy': 'legal',
  '/terms': 'legal',
  '/login': 'login',
  '/register': 'register',
  '/forgot-password': 'forgot-password',
  '/reset-password': 'reset-password',
  '/verify-email': 'verify-email',
};

/** The bundle an address shows. */
export function bundleOf(pathname: string): Bundle {
  const page = withoutLocale(pathname);
  if (page.startsWith('/t/')) return 'spectator';
  return PAGES[page] ?? 'app';
}
