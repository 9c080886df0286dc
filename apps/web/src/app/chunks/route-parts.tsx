import type { RouteObject } from 'react-router';
import { loadBundle } from '@/lib/i18n';
import type { Bundle } from '@/lib/i18n/bundles';
import { ContentArea } from '../layouts/content-area';
import { lazyPage as page } from './lazy-page';

/** Pages under a pathless ContentArea, whose error boundary renders inside the layout. */
export const inContentArea = (children: RouteObject[]): RouteObject[] => [
  { Component: ContentArea, children },
];

/**
 * A page's code and its texts in the page's language, fetched together (issue 29): English
 * fetches no texts, another language the bundle the page shows (lib/i18n), which holds its
 * layout's texts too.
 */
export const withTexts =
  <T,>(bundle: Bundle, load: () => Promise<T>) =>
  () =>
    Promise.all([load(), loadBundle(bundle)]).then(([module]) => module);

export const QueryLayout = page(withTexts('app', () => import('../layouts/query-layout')));
