import type { RouteObject } from 'react-router';
import { loadBundle } from '@/lib/i18n';
import { bundleOf, type Bundle } from '@/lib/i18n/bundles';
import { ContentArea } from '../layouts/content-area';
import { lazyPage as page } from './lazy-page';

/** Pages under a pathless ContentArea, whose error boundary renders inside the layout. */
export const inContentArea = (children: RouteObject[]): RouteObject[] => [
  { Component: ContentArea, children },
];

/**
 * A page's code and its texts in the page's language, fetched together (issue 29): English
 * fetches no texts, another language the bundle the page shows (lib/i18n). A layout takes the
 * bundle of the address it opens with: its page's, which holds the layout's texts too.
 */
export const withTexts =
  <T,>(bundle: Bundle | null, load: () => Promise<T>) =>
  () =>
    Promise.all([load(), texts(bundle)]).then(([module]) => module);

/** The bundle's texts; a layout's are its page's, which the page's own route fetches in the build. */
const texts = (bundle: Bundle | null): Promise<void> => {
  if (bundle) return loadBundle(bundle);
  return typeof window === 'undefined'
    ? Promise.resolve()
    : loadBundle(bundleOf(window.location.pathname));
};

export const QueryLayout = page(withTexts('app', () => import('../layouts/query-layout')));
