import { urlFlag, urlOneOf, urlOptional, urlPage, urlText, useUrlState } from '@/lib/use-url-state';
import { DATE_FILTERS } from './matches-page-days';

export const STATUS_FILTERS = ['all', 'scheduled', 'in-progress', 'completed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/**
 * What the Matches page shows, in its URL: `q`, `mine=true`, `status`, `date`
 * (today, tomorrow, week), `page`, and `score` (the match whose score dialog is open).
 */
const MATCHES_PAGE_URL = {
  q: urlText(),
  mine: urlFlag(),
  status: urlOneOf(STATUS_FILTERS, 'all'),
  date: urlOneOf(DATE_FILTERS, 'all'),
  page: urlPage(),
  score: urlOptional(),
};

export const useMatchesPageUrl = () => useUrlState(MATCHES_PAGE_URL);

export type MatchesPageFilters = ReturnType<typeof useMatchesPageUrl>['state'];
