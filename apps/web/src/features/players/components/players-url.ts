import { useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { PLAYER_LEVELS, PLAYER_SORTS, type PlayerSort } from '@courtside/shared/constants';
import type { LevelFilter } from '../lib/player-format';

/** What the Players page shows, read from its URL so a reload or Back keeps it. */
export interface PlayersPageFilters {
  q: string;
  level: LevelFilter;
  sort: PlayerSort;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

export function readPlayersFilters(params: URLSearchParams): PlayersPageFilters {
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() ?? '',
    level: oneOf<LevelFilter>(['all', ...PLAYER_LEVELS], params.get('level'), 'all'),
    sort: oneOf(PLAYER_SORTS, params.get('sort'), 'rating'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

type Changes = Partial<Record<'q' | 'level' | 'sort' | 'page', string | null>>;

/**
 * The Players page's URL: `q`, `level`, `sort` and `page`. A search, filter or
 * sort change starts again at page 1; a default (passed as null) is left out.
 */
export function usePlayersPageUrl() {
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
        if (Object.keys(changes).some((key) => key !== 'page')) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (next.get('page') === '1') next.delete('page');
        return next;
      },
      { replace },
    );

  return { filters: readPlayersFilters(params), moveCount: moves.count, change };
}
