import { PLAYER_LEVELS, PLAYER_SORTS } from '@courtside/shared/constants';
import { urlOneOf, urlPage, urlText, useUrlState } from '@/lib/use-url-state';
import type { LevelFilter } from '../lib/player-format';

/** What the Players page shows, in its URL: `q`, `level`, `sort` and `page`. */
const PLAYERS_PAGE_URL = {
  q: urlText(),
  level: urlOneOf<LevelFilter>(['all', ...PLAYER_LEVELS], 'all'),
  sort: urlOneOf(PLAYER_SORTS, 'rating'),
  page: urlPage(),
};

export const usePlayersPageUrl = () => useUrlState(PLAYERS_PAGE_URL);

export type PlayersPageFilters = ReturnType<typeof usePlayersPageUrl>['state'];
