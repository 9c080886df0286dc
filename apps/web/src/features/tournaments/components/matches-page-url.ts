import { useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { DATE_FILTERS, type DateFilter } from './matches-page-days';

export const STATUS_FILTERS = ['all', 'scheduled', 'in-progress', 'completed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** What the Matches page shows, read from its URL so a reload or Back keeps it. */
export interface MatchesPageFilters {
  q: string;
  isMine: boolean;
  status: StatusFilter;
  date: DateFilter;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

export function readFilters(params: URLSearchParams): MatchesPageFilters {
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() ?? '',
    isMine: params.get('mine') === 'true',
    status: oneOf(STATUS_FILTERS, params.get('status'), 'all'),
    date: oneOf(DATE_FILTERS, params.get('date'), 'all'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

type Changes = Partial<Record<'q' | 'mine' | 'status' | 'date' | 'page' | 'score', string | null>>;

/**
 * The Matches page's URL: `q`, `mine=true`, `status`, `date` (today, tomorrow,
 * week), `page`, and `score` (the match whose score dialog is open). A filter
 * change starts again at page 1; a default (passed as null) is left out of the URL.
 */
export function useMatchesPageUrl() {
  const [params, setParams] = useSearchParams();
  // Counts the moves the search box did not make itself (it only replaces): Back, Forward, a
  // filter, a page, a link here. The search box starts again from the URL after each.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [moves, setMoves] = useState({ key: location.key, count: 0 });
  if (moves.key !== location.key) {
    setMoves({ key: location.key, count: moves.count + (navigationType === 'REPLACE' ? 0 : 1) });
  }

  const change = (changes: Changes, { replace = false }: { replace?: boolean } = {}) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        const isFilter = Object.keys(changes).some((key) => key !== 'page' && key !== 'score');
        if (isFilter) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (next.get('page') === '1') next.delete('page');
        return next;
      },
      { replace },
    );

  return {
    filters: readFilters(params),
    scoreMatchId: params.get('score'),
    /** Changes whenever the URL moved other than by a replace (the search box's own writes). */
    moveCount: moves.count,
    change,
  };
}
